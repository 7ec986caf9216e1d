// The certificate URL rules on their own: what WHATWG URL normalising turns each spelling into,
// and which rule refuses it. Requests with real signatures: security.test.ts.
import { checkCertChainUrl } from '../../src/server/cert-chain-url';

const CERT = 'https://s3.amazonaws.com/echo.api/echo-api-cert.pem';

describe('checkCertChainUrl', () => {
  it.each([
    ['the usual URL', CERT, CERT],
    [
      'dot segments that stay inside /echo.api/',
      'https://s3.amazonaws.com/echo.api/x/../echo-api-cert.pem',
      CERT,
    ],
    ['a single-dot segment', 'https://s3.amazonaws.com/echo.api/./echo-api-cert.pem', CERT],
    ['an upper-case scheme and host', 'HTTPS://S3.AmazonAWS.com/echo.api/echo-api-cert.pem', CERT],
    ['an explicit :443', 'https://s3.amazonaws.com:443/echo.api/echo-api-cert.pem', CERT],
    [
      'an encoded slash (not a separator: the name stays in the bucket)',
      'https://s3.amazonaws.com/echo.api/%2e%2e%2fother/cert.pem',
      'https://s3.amazonaws.com/echo.api/%2e%2e%2fother/cert.pem',
    ],
  ])('accepts %s, as its normalised form', (_label, raw, normalised) => {
    expect(checkCertChainUrl(raw)).toBe(normalised);
  });

  it.each([
    [
      'dot segments that leave /echo.api/',
      'https://s3.amazonaws.com/echo.api/../other/cert.pem',
      /invalid path: \/other\/cert\.pem/,
    ],
    [
      'encoded dot segments (%2e%2e)',
      'https://s3.amazonaws.com/echo.api/%2e%2e/other/cert.pem',
      /invalid path: \/other\//,
    ],
    [
      'mixed encoded dot segments (.%2E)',
      'https://s3.amazonaws.com/echo.api/.%2E/other/cert.pem',
      /invalid path: \/other\//,
    ],
    [
      'backslashes, read as slashes',
      'https://s3.amazonaws.com/echo.api\\..\\other\\cert.pem',
      /invalid path: \/other\//,
    ],
    ['dot segments up to the root', 'https://s3.amazonaws.com/echo.api/..', /invalid path: \/\./],
    ['the prefix in another case', 'https://s3.amazonaws.com/ECHO.API/echo-api-cert.pem', /invalid path/],
    ['the prefix without its slash', 'https://s3.amazonaws.com/echo.api', /invalid path/],
    ['http', 'http://s3.amazonaws.com/echo.api/echo-api-cert.pem', /unsupported protocol http:/],
    [
      'another host',
      'https://evil.example.com/echo.api/echo-api-cert.pem',
      /invalid host name: evil\.example\.com/,
    ],
    [
      'a host with a trailing dot',
      'https://s3.amazonaws.com./echo.api/echo-api-cert.pem',
      /invalid host name/,
    ],
    [
      'another port',
      'https://s3.amazonaws.com:563/echo.api/echo-api-cert.pem',
      /invalid port: 563\. Expecting 443/,
    ],
    ['a relative URL', '/echo.api/echo-api-cert.pem', /not a valid absolute URL/],
    [
      'a port out of range',
      'https://s3.amazonaws.com:99999/echo.api/echo-api-cert.pem',
      /not a valid absolute URL/,
    ],
    ['an empty value', '', /not a valid absolute URL/],
  ])('refuses %s, naming the rule', (_label, raw, reason) => {
    expect(() => checkCertChainUrl(raw)).toThrow(reason);
  });
});

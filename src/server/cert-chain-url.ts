// The SignatureCertChainUrl rules of "Host a custom skill as a web service": normalise the URL
// first, then https, host s3.amazonaws.com, a path under /echo.api/ and port 443 if one is given.
// The adapter's own check reads the URL with legacy url.parse and tests the raw path, so
// "/echo.api/../other/cert.pem" passed and was then downloaded from /other/.
//
// WHATWG URL parsing does the normalising Amazon asks for: it removes dot segments (also
// percent-encoded ones like %2e%2e, and "\" read as "/"), lowercases the scheme and host and drops
// a default :443. The certificate is downloaded from, and cached under, the normalised URL only.

const PROTOCOL = 'https:';
const HOST_NAME = 's3.amazonaws.com';
const PATH_PREFIX = '/echo.api/';
const PORT = '443';

/** The normalised URL, or an Error that names the rule it breaks. */
export function checkCertChainUrl(raw: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error('SignatureCertChainUrl is not a valid absolute URL');
  }
  if (url.protocol !== PROTOCOL) {
    throw new Error(
      `SignatureCertChainUrl contains an unsupported protocol ${url.protocol}. Expecting ${PROTOCOL}`,
    );
  }
  if (url.hostname !== HOST_NAME) {
    throw new Error(`SignatureCertChainUrl has invalid host name: ${url.hostname}. Expecting ${HOST_NAME}`);
  }
  // Case-sensitive, as Amazon's rule is: /ECHO.API/ is another S3 bucket.
  if (!url.pathname.startsWith(PATH_PREFIX)) {
    throw new Error(
      `SignatureCertChainUrl has invalid path: ${url.pathname}. Expecting the path to start with ${PATH_PREFIX}`,
    );
  }
  // An explicit :443 is the https default, which URL leaves out: any port still there is another.
  if (url.port !== '') {
    throw new Error(`SignatureCertChainUrl has invalid port: ${url.port}. Expecting ${PORT}`);
  }
  return url.href;
}

// The certificate cache of the signature verifier: one download and validation per certificate
// URL, the signature still checked on every request, an expired certificate never served from
// the cache, and a URL never answered with another URL's entry.
import nock from 'nock';
import { CachingSignatureVerifier } from '../../src/server/signature-verifier';
import {
  alexaEnvelope,
  alexaHeaders,
  certChainUrl,
  createTestCa,
  issueLeaf,
  serveCertChain,
  trustTestCa,
} from '../helpers/alexa-signing';

const ca = createTestCa();
trustTestCa(ca);
const leaf = issueLeaf(ca);
const DAY = 86_400_000;

afterAll(() => nock.cleanAll());

/** Serves the chain at a fresh URL and counts its downloads. */
function servedUrl(chainPem: string): { url: string; downloads: () => number } {
  const url = certChainUrl();
  return { url, downloads: serveCertChain(url, chainPem) };
}

const body = () => JSON.stringify(alexaEnvelope());

describe('CachingSignatureVerifier', () => {
  it('downloads and validates a certificate once per URL, and checks every signature', async () => {
    const v = new CachingSignatureVerifier();
    const { url, downloads } = servedUrl(leaf.chainPem);
    for (let i = 0; i < 5; i++) {
      const b = body();
      await expect(v.verify(b, alexaHeaders(b, { leaf, certUrl: url }))).resolves.toBeUndefined();
    }
    expect(downloads()).toBe(1);
    const b = body();
    const tampered = b.replace('LaunchRequest', 'SessionEndedRequest');
    await expect(v.verify(tampered, alexaHeaders(b, { leaf, certUrl: url }))).rejects.toThrow(
      /signature does not match/,
    );
  });

  it('shares one download between requests that miss together', async () => {
    const v = new CachingSignatureVerifier();
    const { url, downloads } = servedUrl(leaf.chainPem);
    await Promise.all(
      Array.from({ length: 4 }, () => {
        const b = body();
        return v.verify(b, alexaHeaders(b, { leaf, certUrl: url }));
      }),
    );
    expect(downloads()).toBe(1);
  });

  it('does not serve an expired certificate from the cache', async () => {
    let now = Date.now();
    const v = new CachingSignatureVerifier({ now: () => now });
    const { url, downloads } = servedUrl(leaf.chainPem);
    const b = body();
    await v.verify(b, alexaHeaders(b, { leaf, certUrl: url }));
    now += 400 * DAY; // past the test leaf's notAfter
    await expect(v.verify(b, alexaHeaders(b, { leaf, certUrl: url }))).rejects.toThrow(/expired/);
    expect(downloads()).toBe(2); // looked at again, not answered from the cache
  });

  it('validates another URL on its own, even with the same signing key', async () => {
    const v = new CachingSignatureVerifier();
    const good = servedUrl(leaf.chainPem);
    const b = body();
    await v.verify(b, alexaHeaders(b, { leaf, certUrl: good.url }));
    // Same key pair, but a chain from a CA nobody trusts.
    const rogue = issueLeaf(createTestCa('Rogue CA'));
    const other = servedUrl(rogue.chainPem);
    await expect(v.verify(b, alexaHeaders(b, { leaf: rogue, certUrl: other.url }))).rejects.toThrow(
      /not trusted/,
    );
    await expect(v.verify(b, alexaHeaders(b, { leaf, certUrl: other.url }))).rejects.toThrow(/not trusted/);
  });

  it('checks the URL before downloading anything', async () => {
    const v = new CachingSignatureVerifier();
    const b = body();
    const url = 'https://evil.example.com/echo.api/echo-api-cert.pem';
    await expect(v.verify(b, alexaHeaders(b, { leaf, certUrl: url }))).rejects.toThrow(/invalid host name/);
    expect(v.size).toBe(0);
  });

  it('keys its cache and its download by the normalised URL', async () => {
    const v = new CachingSignatureVerifier();
    const { url, downloads } = servedUrl(leaf.chainPem);
    const name = url.slice(url.lastIndexOf('/')); // "/echo-api-cert-….pem"
    const spellings = [
      url,
      `https://s3.amazonaws.com/echo.api/x/..${name}`,
      `HTTPS://S3.AmazonAWS.com/echo.api${name}`,
      `https://s3.amazonaws.com:443/echo.api/.${name}`,
    ];
    for (const certUrl of spellings) {
      const b = body();
      await expect(v.verify(b, alexaHeaders(b, { leaf, certUrl }))).resolves.toBeUndefined();
    }
    expect(downloads()).toBe(1);
    expect(v.size).toBe(1);
  });

  it('holds a bounded number of certificates', async () => {
    const v = new CachingSignatureVerifier({ maxEntries: 2 });
    for (let i = 0; i < 3; i++) {
      const { url } = servedUrl(leaf.chainPem);
      const b = body();
      await v.verify(b, alexaHeaders(b, { leaf, certUrl: url }));
    }
    expect(v.size).toBe(2);
  });
});

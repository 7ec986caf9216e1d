// Signed Alexa requests outside jest (benchmarks, load): a throwaway CA and leaf (SAN
// echo-api.amazon.com) and RSA-SHA256 signatures. The adapter's verifier downloads and validates
// the chain once per URL and then serves it from its cache; here the cache is pre-seeded for our
// URL, so URL, header, signature and timestamp checks all still run per request.
import { createSign, generateKeyPairSync } from 'node:crypto';
import { md, pki } from 'node-forge';
import { SkillRequestSignatureVerifier } from 'ask-sdk-express-adapter';

export const BENCH_CERT_URL = 'https://s3.amazonaws.com/echo.api/echo-api-cert-bench.pem';

export interface Pki {
  chainPem: string;
  leafKeyPem: string;
}

function keys(): { priv: string; pub: string } {
  const k = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  });
  return { priv: k.privateKey, pub: k.publicKey };
}

export function createPki(): Pki {
  const day = 86_400_000;
  const caKeys = keys();
  const ca = pki.createCertificate();
  ca.publicKey = pki.publicKeyFromPem(caKeys.pub);
  ca.serialNumber = '01';
  ca.validity.notBefore = new Date(Date.now() - day);
  ca.validity.notAfter = new Date(Date.now() + 30 * day);
  ca.setSubject([{ name: 'commonName', value: 'Bench Root' }]);
  ca.setIssuer([{ name: 'commonName', value: 'Bench Root' }]);
  ca.setExtensions([{ name: 'basicConstraints', cA: true }]);
  ca.sign(pki.privateKeyFromPem(caKeys.priv), md.sha256.create());
  const leafKeys = keys();
  const leaf = pki.createCertificate();
  leaf.publicKey = pki.publicKeyFromPem(leafKeys.pub);
  leaf.serialNumber = '02';
  leaf.validity.notBefore = new Date(Date.now() - day);
  leaf.validity.notAfter = new Date(Date.now() + 30 * day);
  leaf.setSubject([{ name: 'commonName', value: 'echo-api.amazon.com' }]);
  leaf.setIssuer(ca.subject.attributes);
  leaf.setExtensions([{ name: 'subjectAltName', altNames: [{ type: 2, value: 'echo-api.amazon.com' }] }]);
  leaf.sign(pki.privateKeyFromPem(caKeys.priv), md.sha256.create());
  const chainPem = `${pki.certificateToPem(leaf).trim()}\n${pki.certificateToPem(ca).trim()}\n`;
  return { chainPem, leafKeyPem: leafKeys.priv };
}

/**
 * Both servers' verifiers get the bench chain from this process instead of S3, and accept its
 * (untrusted) root: the stock adapter through its own per-URL cache, ours through its key cache
 * (src/server/signature-verifier.ts, which reuses the stock download and validation). Each then
 * fetches it once, and the URL, header, signature and timestamp checks all run per request.
 */
export function seedCertCache(p: Pki): void {
  const proto = SkillRequestSignatureVerifier.prototype as unknown as {
    _getCertChainByUrl: (url: string) => Promise<string>;
    _validateCertChain: (pem: string) => void;
  };
  const download = proto._getCertChainByUrl;
  const validate = proto._validateCertChain;
  proto._getCertChainByUrl = function (this: unknown, url: string) {
    return url === BENCH_CERT_URL ? Promise.resolve(p.chainPem) : download.call(this, url);
  };
  proto._validateCertChain = function (this: unknown, pem: string) {
    if (pem !== p.chainPem) validate.call(this, pem);
  };
}

export function signedHeaders(body: string, p: Pki): Record<string, string> {
  const signer = createSign('RSA-SHA256');
  signer.update(body, 'utf8');
  return {
    'content-type': 'application/json; charset=utf-8',
    signaturecertchainurl: BENCH_CERT_URL,
    'signature-256': signer.sign(p.leafKeyPem, 'base64'),
  };
}

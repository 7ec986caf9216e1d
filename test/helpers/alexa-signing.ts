// An in-test PKI that lets the real ask-sdk-express-adapter verifier accept (or refuse) requests
// offline.
//
// How the verifier is made to trust the test CA, keeping the most real checks: the adapter's
// SkillRequestSignatureVerifier validates the cert URL, downloads the chain with https.get,
// checks validity dates and the echo-api.amazon.com SAN, verifies the chain with node-forge
// against a CA store it builds from `require('tls').rootCertificates`, then checks the
// Signature-256 over the raw body. We (1) serve the chain with nock at the s3 URL, and (2) replace
// the trust anchors the verifier reads by mocking the `tls` module's `rootCertificates` (the real
// property is a non-configurable getter, so it cannot be patched). Every check, including the
// chain verification itself, runs unchanged; seeding the verifier's certCache instead would have
// skipped the date, SAN and chain checks.
import { createSign, generateKeyPairSync, randomUUID } from 'node:crypto';
import nock from 'nock';
import { md, pki } from 'node-forge';

export const CERT_HOST = 'https://s3.amazonaws.com';
export const ECHO_API_DOMAIN = 'echo-api.amazon.com';

export interface KeyPair {
  privateKeyPem: string;
  publicKeyPem: string;
}

export interface TestCa extends KeyPair {
  certPem: string;
}

export interface TestLeaf extends KeyPair {
  certPem: string;
  /** Leaf then CA: what Amazon serves at SignatureCertChainUrl. */
  chainPem: string;
}

export interface LeafOptions {
  /** DNS names in the subjectAltName extension; default [echo-api.amazon.com]; null: no SAN extension. */
  altNames?: string[] | null;
  notBefore?: Date;
  notAfter?: Date;
  /** A key pair of its own instead of the shared leaf key (to sign with a different key). */
  freshKey?: boolean;
}

const DAY_MS = 24 * 60 * 60 * 1000;
let serial = 1;

function rsaKeys(): KeyPair {
  // Node's native generator: node-forge's pure-JS RSA generation takes seconds per key.
  const { privateKey, publicKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  });
  return { privateKeyPem: privateKey, publicKeyPem: publicKey };
}

/** RSA key generation is the slow part of these tests; leaves share one key unless asked. */
let sharedLeafKeys: KeyPair | undefined;
function leafKeys(fresh: boolean): KeyPair {
  if (fresh) return rsaKeys();
  sharedLeafKeys ??= rsaKeys();
  return sharedLeafKeys;
}

function nextSerial(): string {
  serial += 1;
  return serial.toString(16).padStart(2, '0');
}

export function createTestCa(name = 'Burst Voice Test Root CA'): TestCa {
  const keys = rsaKeys();
  const cert = pki.createCertificate();
  cert.publicKey = pki.publicKeyFromPem(keys.publicKeyPem);
  cert.serialNumber = nextSerial();
  cert.validity.notBefore = new Date(Date.now() - DAY_MS);
  cert.validity.notAfter = new Date(Date.now() + 365 * DAY_MS);
  const subject = [{ name: 'commonName', value: name }];
  cert.setSubject(subject);
  cert.setIssuer(subject);
  cert.setExtensions([
    { name: 'basicConstraints', cA: true, critical: true },
    { name: 'keyUsage', keyCertSign: true, cRLSign: true, critical: true },
  ]);
  cert.sign(pki.privateKeyFromPem(keys.privateKeyPem), md.sha256.create());
  return { ...keys, certPem: pki.certificateToPem(cert) };
}

/** A signing certificate issued by `ca`: valid now with the Echo API SAN unless told otherwise. */
export function issueLeaf(ca: TestCa, opts: LeafOptions = {}): TestLeaf {
  const keys = leafKeys(opts.freshKey ?? false);
  const cert = pki.createCertificate();
  cert.publicKey = pki.publicKeyFromPem(keys.publicKeyPem);
  cert.serialNumber = nextSerial();
  cert.validity.notBefore = opts.notBefore ?? new Date(Date.now() - DAY_MS);
  cert.validity.notAfter = opts.notAfter ?? new Date(Date.now() + 30 * DAY_MS);
  const caCert = pki.certificateFromPem(ca.certPem);
  cert.setSubject([{ name: 'commonName', value: ECHO_API_DOMAIN }]);
  cert.setIssuer(caCert.subject.attributes);
  const altNames = opts.altNames === undefined ? [ECHO_API_DOMAIN] : opts.altNames;
  cert.setExtensions([
    { name: 'basicConstraints', cA: false },
    { name: 'keyUsage', digitalSignature: true, keyEncipherment: true },
    ...(altNames === null
      ? []
      : [{ name: 'subjectAltName', altNames: altNames.map((value) => ({ type: 2, value })) }]),
  ]);
  cert.sign(pki.privateKeyFromPem(ca.privateKeyPem), md.sha256.create());
  const certPem = pki.certificateToPem(cert);
  return { ...keys, certPem, chainPem: `${certPem.trim()}\n${ca.certPem.trim()}\n` };
}

/** A leaf whose validity ended yesterday. */
export function issueExpiredLeaf(ca: TestCa): TestLeaf {
  return issueLeaf(ca, {
    notBefore: new Date(Date.now() - 30 * DAY_MS),
    notAfter: new Date(Date.now() - DAY_MS),
  });
}

/** A leaf for some other domain: the verifier must insist on echo-api.amazon.com. */
export function issueLeafWithoutEchoSan(ca: TestCa): TestLeaf {
  return issueLeaf(ca, { altNames: ['example.com'] });
}

/** A leaf with no subjectAltName extension at all (the stock check met it with a TypeError). */
export function issueLeafWithoutSan(ca: TestCa): TestLeaf {
  return issueLeaf(ca, { altNames: null });
}

/** Base64 RSA-SHA256 of the exact body bytes: the `Signature-256` header. */
export function signBody(body: string, leafPrivateKeyPem: string): string {
  const signer = createSign('RSA-SHA256');
  signer.update(body, 'utf8');
  return signer.sign(leafPrivateKeyPem, 'base64');
}

/** A cert chain URL that passes the verifier's URL rules; unique so its cache never interferes. */
export function certChainUrl(label: string = randomUUID()): string {
  return `${CERT_HOST}/echo.api/echo-api-cert-${label}.pem`;
}

/**
 * Serves `chainPem` at `url` (an https://s3.amazonaws.com URL) for as long as the test runs;
 * answers how many times it has been downloaded so far.
 */
export function serveCertChain(url: string, chainPem: string): () => number {
  const u = new URL(url);
  let downloads = 0;
  nock(u.origin)
    .persist()
    .get(u.pathname)
    .reply(200, () => {
      downloads++;
      return chainPem;
    });
  return () => downloads;
}

/** Mutable trust anchors read by the mocked `tls` module (jest allows `mock`-prefixed names). */
const mockTrustedRoots: string[] = [];

/**
 * Makes the adapter's verifier trust `ca` (and only the test CAs) as root. Call before the first
 * request is verified: the verifier requires `tls` lazily, at verification time.
 */
export function trustTestCa(ca: TestCa): void {
  if (!mockTrustedRoots.includes(ca.certPem)) mockTrustedRoots.push(ca.certPem);
  jest.doMock('tls', () => {
    const actual = jest.requireActual<typeof import('tls')>('tls');
    return {
      ...actual,
      get rootCertificates(): readonly string[] {
        return mockTrustedRoots;
      },
    };
  });
}

export interface SignedRequestOptions {
  leaf: TestLeaf;
  certUrl: string;
  /** Sign these bytes instead of the body (to model a tampered body). */
  signedBody?: string;
  signature?: string | null;
  certUrlHeader?: string | null;
}

/** Headers Alexa sends with a request: SignatureCertChainUrl and Signature-256. */
export function alexaHeaders(body: string, opts: SignedRequestOptions): Record<string, string> {
  const headers: Record<string, string> = { 'content-type': 'application/json; charset=utf-8' };
  const sig =
    opts.signature === undefined
      ? signBody(opts.signedBody ?? body, opts.leaf.privateKeyPem)
      : opts.signature;
  if (sig !== null) headers['signature-256'] = sig;
  const url = opts.certUrlHeader === undefined ? opts.certUrl : opts.certUrlHeader;
  if (url !== null) headers['signaturecertchainurl'] = url;
  return headers;
}

export interface EnvelopeOptions {
  type?: string;
  applicationId?: string;
  userId?: string;
  deviceId?: string;
  timestamp?: Date;
  locale?: string;
  /** Extra fields merged into `request` (intent, token, …). */
  request?: Record<string, unknown>;
}

export const TEST_SKILL_ID = 'amzn1.ask.skill.00000000-0000-4000-8000-000000000001';

/** A minimal request envelope as an Echo with a screen would send it. */
export function alexaEnvelope(opts: EnvelopeOptions = {}): Record<string, unknown> {
  const applicationId = opts.applicationId ?? TEST_SKILL_ID;
  const user = { userId: opts.userId ?? 'amzn1.ask.account.TESTUSER' };
  const type = opts.type ?? 'LaunchRequest';
  const isSessionless = type.startsWith('AudioPlayer.') || type.startsWith('PlaybackController.');
  return {
    version: '1.0',
    ...(isSessionless
      ? {}
      : {
          session: {
            new: true,
            sessionId: `amzn1.echo-api.session.${randomUUID()}`,
            application: { applicationId },
            user,
          },
        }),
    context: {
      System: {
        application: { applicationId },
        user,
        device: {
          deviceId: opts.deviceId ?? 'amzn1.ask.device.TESTDEVICE',
          supportedInterfaces: { AudioPlayer: {} },
        },
        apiEndpoint: 'https://api.amazonalexa.com',
      },
      AudioPlayer: { playerActivity: 'IDLE' },
    },
    request: {
      type,
      requestId: `amzn1.echo-api.request.${randomUUID()}`,
      timestamp: (opts.timestamp ?? new Date()).toISOString().replace(/\.\d{3}Z$/, 'Z'),
      locale: opts.locale ?? 'en-US',
      ...(opts.request ?? {}),
    },
  };
}

/**
 * The usual set-up of a test that sends signed requests: a trusted test CA, a leaf certificate
 * and its chain served at a certificate URL of its own (`label` keeps verifier caches apart).
 */
export function trustedSigner(label: string): { leaf: TestLeaf; certUrl: string } {
  const ca = createTestCa();
  trustTestCa(ca);
  const leaf = issueLeaf(ca);
  const certUrl = certChainUrl(label);
  serveCertChain(certUrl, leaf.chainPem);
  return { leaf, certUrl };
}

// Alexa's request signature, checked on every request, with the certificate work done once per
// certificate URL. The stock verifier of ask-sdk-express-adapter keeps the chain's PEM per URL and
// hands it to crypto.verify on every request, which parses the certificate again each time (about
// half of its per-request cost); it also keeps the PEM after the certificate has expired.
//
// Here the URL is checked on every request after normalising it (cert-chain-url.ts), and is the
// cache key and the download address in that normalised form. On a cache miss the leaf's dates
// and its echo-api.amazon.com SAN are checked here (the stock check throws a TypeError on a leaf
// without a SAN), then the stock verifier's own code checks dates, SAN and chain of trust again.
// What is cached is the parsed public key, until the certificate's notAfter, in a bounded LRU.
// Every request still has its Signature-256 verified over the raw body. Rules: "Host a custom
// skill as a web service", docs/alexa-rules.md.
import { verify as verifySignature, X509Certificate, type KeyObject } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { createAskSdkError } from 'ask-sdk-core';
import { SkillRequestSignatureVerifier, type Verifier } from 'ask-sdk-express-adapter';
import { LRUCache } from 'lru-cache';
import { checkCertChainUrl } from './cert-chain-url';

/** The stock verifier's checks we reuse (TS-private in its typings, public at run time). */
interface StockChecks {
  _getCertChainByUrl(url: string): Promise<string>;
  _validateCertChain(pem: string): void;
}

interface CertEntry {
  key: KeyObject;
  notBefore: number;
  notAfter: number;
}

export interface CachingVerifierOptions {
  /** Certificate URLs remembered at once (Amazon signs with very few). */
  maxEntries?: number;
  /** Epoch ms; injectable so tests can move past a certificate's expiry. */
  now?: () => number;
}

const SIGNATURE_CERT_CHAIN_URL = 'signaturecertchainurl';
const SIGNATURE_256 = 'signature-256';
const ECHO_API_DOMAIN = 'echo-api.amazon.com';

export class CachingSignatureVerifier implements Verifier {
  private readonly stock = new SkillRequestSignatureVerifier() as unknown as StockChecks;
  private readonly entries: LRUCache<string, CertEntry>;
  /** One download per URL even when many requests miss together. */
  private readonly loading = new Map<string, Promise<CertEntry>>();
  private readonly now: () => number;

  constructor(opts: CachingVerifierOptions = {}) {
    this.entries = new LRUCache({ max: opts.maxEntries ?? 16 });
    this.now = opts.now ?? Date.now;
  }

  async verify(body: string, headers: IncomingHttpHeaders): Promise<void> {
    const url = header(headers, SIGNATURE_CERT_CHAIN_URL);
    const signature = header(headers, SIGNATURE_256);
    if (!url) throw refused('Missing Certificate for the skill request');
    if (!signature) throw refused('Missing Signature for the skill request');
    let entry: CertEntry;
    try {
      entry = await this.certificate(checkCertChainUrl(url));
    } catch (err) {
      throw refused((err as Error).message);
    }
    const ok = verifySignature(
      'RSA-SHA256',
      Buffer.from(body, 'utf8'),
      entry.key,
      Buffer.from(signature, 'base64'),
    );
    if (!ok) throw refused('request body and signature does not match');
  }

  /** Number of certificate URLs held (tests, metrics). */
  get size(): number {
    return this.entries.size;
  }

  /** `url` is normalised: one entry and one download for every spelling of it. */
  private async certificate(url: string): Promise<CertEntry> {
    const now = this.now();
    const cached = this.entries.get(url);
    if (cached && now >= cached.notBefore && now <= cached.notAfter) return cached;
    if (cached) this.entries.delete(url); // expired: validated again, and refused
    let pending = this.loading.get(url);
    if (!pending) {
      pending = this.load(url).finally(() => this.loading.delete(url));
      this.loading.set(url, pending);
    }
    return pending;
  }

  private async load(url: string): Promise<CertEntry> {
    const pem = await this.stock._getCertChainByUrl(url);
    const leaf = new X509Certificate(pem); // the first certificate of the chain signs requests
    const entry: CertEntry = {
      key: leaf.publicKey,
      notBefore: Date.parse(leaf.validFrom),
      notAfter: Date.parse(leaf.validTo),
    };
    const now = this.now();
    if (!(now >= entry.notBefore && now <= entry.notAfter)) {
      throw new Error('Signing Certificate expired or not started');
    }
    checkEchoApiSan(leaf);
    // Dates (again, on the system clock), SAN and chain of trust: the library's own checks.
    this.stock._validateCertChain(pem);
    this.entries.set(url, entry);
    return entry;
  }
}

/** The signing certificate must name echo-api.amazon.com among its subject alternative names. */
function checkEchoApiSan(leaf: X509Certificate): void {
  const san = leaf.subjectAltName; // undefined when the extension is absent
  if (san === undefined) {
    throw new Error(`Signature Certificate has no subject alternative name; ${ECHO_API_DOMAIN} is required`);
  }
  // Node lists the entries as "DNS:a, DNS:b" and quotes a name that holds a comma, so a crafted
  // name cannot pose as an entry of its own.
  if (!san.split(', ').includes(`DNS:${ECHO_API_DOMAIN}`)) {
    throw new Error(`${ECHO_API_DOMAIN} domain missing in Signature Certificate Chain.`);
  }
}

/** The adapter answers 400 with this message (it wraps it as a failed verification). */
function refused(message: string): Error {
  return createAskSdkError('SkillRequestSignatureVerifier', message);
}

function header(headers: IncomingHttpHeaders, name: string): string | undefined {
  const v = headers[name];
  return Array.isArray(v) ? v[0] : v;
}

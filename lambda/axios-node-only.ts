// Bundles only the part of axios the API client runs on Lambda: the Node http adapter, with no
// proxy, no redirect follower and no form bodies. The client asks for exactly that
// (adapter 'http', proxy false, maxRedirects 0, JSON/query only: src/api/http-client.ts), so the
// modules below can never be reached there; they were ≈ 200 KB of the bundle (form-data and
// mime-db, the proxy agents, follow-redirects and debug) and the fetch adapter probes
// Request/Response when it is loaded, which loads undici on a cold start. Each stand-in fails
// loudly if a later change does reach it.
import type { Plugin } from 'esbuild';
import { readFile } from 'node:fs/promises';

const NS = 'axios-node-only';
const refuse = (what: string) =>
  `function refuse(){throw new Error(${JSON.stringify(`${what} is not in the Lambda bundle (lambda/axios-node-only.ts)`)})}`;

/** Packages axios imports, replaced when the importer is axios itself. */
const PACKAGES: Record<string, string> = {
  // Only used to build multipart bodies, which we never send. Not Node's global FormData: reading
  // that global loads undici (≈ 15 ms of a cold start on Node 20).
  'form-data': `${refuse('form bodies')} export default class FormData { constructor(){ refuse(); } }`,
  'proxy-from-env': `${refuse('proxy-from-env')} export const getProxyForUrl = refuse;`,
  'https-proxy-agent': `${refuse('https-proxy-agent')} export default class HttpsProxyAgent { constructor(){ refuse(); } }`,
  'follow-redirects': `${refuse('follow-redirects')} const t = { request: refuse, get: refuse }; export default { http: t, https: t };`,
};

/** axios's own files, by path under lib/: the browser adapters (XHR is `false` on Node anyway)
 * and the http adapter's helpers for proxies, form bodies, HTTP/2 and data: URLs. */
const FILES: Record<string, string> = {
  'adapters/xhr.js': 'export default false;',
  'adapters/fetch.js': 'export const getFetch = () => false; export default false;',
  'helpers/shouldBypassProxy.js': `${refuse('proxy support')} export default refuse;`,
  'helpers/formDataToStream.js': `${refuse('form bodies')} export default refuse;`,
  'helpers/Http2Sessions.js': `${refuse('HTTP/2')} export default class Http2Sessions { getSession(){ refuse(); } }`,
  // Form bodies and params objects (the client sends neither: it builds its own query string).
  'helpers/toFormData.js': `${refuse('form bodies')} export default refuse;`,
  'helpers/formDataToJSON.js': `${refuse('form bodies')} export default refuse;`,
  // The axios.HttpStatusCode table, never read: the client compares numbers.
  'helpers/HttpStatusCode.js': 'export default {};',
  'helpers/fromDataURI.js': `${refuse('data: URLs')} export default refuse;`,
  // Upload and download progress events and rate limits: the client sets neither
  // onUploadProgress / onDownloadProgress nor maxRate, the only ways the adapter reaches them.
  'helpers/AxiosTransformStream.js': `${refuse('progress events and rate limits')} export default class AxiosTransformStream { constructor(){ refuse(); } }`,
  'helpers/progressEventReducer.js': `${refuse('progress events')} export const progressEventReducer = refuse; export const progressEventDecorator = refuse; export const asyncDecorator = refuse;`,
  'helpers/estimateDataURLDecodedBytes.js': `${refuse('data: URLs')} export default refuse; export const estimateDataURLBufferAllocation = refuse;`,
};
const FILE_RE = new RegExp(
  `[\\\\/]node_modules[\\\\/]axios[\\\\/]lib[\\\\/](${Object.keys(FILES)
    .map((f) => f.replace('/', '[\\\\/]').replace('.', '\\.'))
    .join('|')})$`,
);

/**
 * utils.js reads the global FormData once at load (for an instanceof test), which makes Node 20
 * load undici. Without it, isFormData still knows a real FormData by its toStringTag and append().
 */
const UTILS_LINE = "const FormDataCtor = typeof G.FormData !== 'undefined' ? G.FormData : undefined;";

export const axiosNodeOnly: Plugin = {
  name: NS,
  setup(b) {
    b.onResolve({ filter: /^(form-data|proxy-from-env|https-proxy-agent|follow-redirects)$/ }, (args) =>
      /[\\/]node_modules[\\/]axios[\\/]/.test(args.importer) ? { path: args.path, namespace: NS } : undefined,
    );
    b.onLoad({ filter: /.*/, namespace: NS }, (args) => ({ contents: PACKAGES[args.path], loader: 'js' }));
    b.onLoad({ filter: /[\\/]node_modules[\\/]axios[\\/]lib[\\/]utils\.js$/ }, async (args) => {
      const text = await readFile(args.path, 'utf8');
      if (!text.includes(UTILS_LINE)) {
        return { errors: [{ text: 'axios/lib/utils.js changed: revisit lambda/axios-node-only.ts' }] };
      }
      return { contents: text.replace(UTILS_LINE, 'const FormDataCtor = undefined;'), loader: 'js' };
    });
    b.onLoad({ filter: FILE_RE }, (args) => {
      const rel =
        args.path
          .split(/[\\/]lib[\\/]/)
          .pop()
          ?.replace(/\\/g, '/') ?? '';
      return { contents: FILES[rel], loader: 'js' };
    });
  },
};

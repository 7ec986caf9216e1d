// Imported by offline.ts BEFORE nock. Jest runs many test files in one worker, each with a fresh
// module registry but the SAME core `http`/`https` modules. Every file's nock patches them again
// on top of the last file's, and the OLDEST patch wins: a finished file's nock, with no
// interceptors, refuses the request (ENETUNREACH; cf. nock/nock#2796). That finished nock cannot
// dispose itself (jest soft-deletes its globals), so each file first puts back the functions the
// worker started with, and its own nock then patches clean ones.
import http from 'node:http';
import https from 'node:https';

interface Pristine {
  httpRequest: typeof http.request;
  httpGet: typeof http.get;
  clientRequest: typeof http.ClientRequest;
  httpsRequest: typeof https.request;
  httpsGet: typeof https.get;
}

const shared = http as unknown as { __burstVoicePristine?: Pristine };
// The first file in a worker runs before any nock has loaded: what it sees is pristine.
const pristine = (shared.__burstVoicePristine ??= {
  httpRequest: http.request,
  httpGet: http.get,
  clientRequest: http.ClientRequest,
  httpsRequest: https.request,
  httpsGet: https.get,
});

http.request = pristine.httpRequest;
http.get = pristine.httpGet;
http.ClientRequest = pristine.clientRequest;
https.request = pristine.httpsRequest;
https.get = pristine.httpsGet;

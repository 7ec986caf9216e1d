// Tests never leave the machine: nock refuses every host but loopback.
// Must come first: undoes the previous test file's nock patch (see pristine-http.ts).
import './pristine-http';
import nock from 'nock';

nock.disableNetConnect();
nock.enableNetConnect((host) => /^(127\.\d+\.\d+\.\d+|localhost|\[::1\]|::1)(:\d+)?$/.test(host));

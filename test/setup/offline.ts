// Tests never leave the machine: nock refuses every host but loopback.
// Must come first: undoes the previous test file's nock patch (see pristine-http.ts).
import './pristine-http';
import nock from 'nock';

// The AWS SDK's notice that later releases need Node 22 is for operators, not test output.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';

nock.disableNetConnect();
nock.enableNetConnect((host) => /^(127\.\d+\.\d+\.\d+|localhost|\[::1\]|::1)(:\d+)?$/.test(host));

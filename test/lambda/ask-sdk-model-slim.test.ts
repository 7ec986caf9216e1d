// The ask-sdk-model cut for the Lambda bundle: what stays, what goes, and a loud failure when the
// package's layout is not the one the cut knows.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { slimServices } from '../../lambda/ask-sdk-model-slim';

const FILE = path.join(__dirname, '..', '..', 'node_modules', 'ask-sdk-model', 'index.js');

describe('slimServices', () => {
  const full = readFileSync(FILE, 'utf8');

  it('keeps the base clients, the directive client and the factory, and drops the other services', () => {
    const slim = slimServices(full);
    const exports: { services?: Record<string, unknown> } = {};
    new Function('exports', 'require', slim)(exports, require);
    const services = exports.services as Record<string, unknown> & { directive: Record<string, unknown> };
    expect(typeof services.BaseServiceClient).toBe('function');
    expect(typeof services.ServiceClientFactory).toBe('function');
    expect(typeof services.directive.DirectiveServiceClient).toBe('function');
    expect(services.ups).toBeUndefined();
    expect(services.reminderManagement).toBeUndefined();
    expect(slim.length).toBeLessThan(full.length / 3);
  });

  it('refuses a file whose layout it does not know', () => {
    expect(() => slimServices('module.exports = {};')).toThrow();
    expect(() => slimServices(full.replace(/DirectiveServiceClient/g, 'Renamed'))).toThrow(/missing/);
  });
});

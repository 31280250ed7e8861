import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { checkBindAllowed } from './bind-check.ts';
import { loadSettings } from './load-settings.ts';

const settings = (env: Record<string, string>) =>
  loadSettings({ configDir: '/nonexistent', env }).settings;
const provider = {
  Auth__Provider: 'EntraId',
  Auth__EntraId__TenantId: 'tenant',
  Auth__EntraId__ClientId: 'client',
};

describe('where the service may listen', () => {
  it('listens on loopback in every mode', () => {
    for (const host of ['127.0.0.1', 'localhost', '::1'])
      for (const env of [{}, provider]) checkBindAllowed(settings({ ...env, HOST: host }));
  });

  it('refuses anything beyond loopback without a sign-in provider', () => {
    assert.throws(() => checkBindAllowed(settings({ HOST: '0.0.0.0' })), /Auth:Provider is empty/);
  });

  it('with a provider beyond loopback, wants the public address or a proxy that names it', () => {
    assert.throws(
      () => checkBindAllowed(settings({ ...provider, HOST: '0.0.0.0' })),
      /neither Server:PublicBaseUrl nor Proxy:KnownNetworks is set/,
    );
    checkBindAllowed(
      settings({
        ...provider,
        HOST: '0.0.0.0',
        Server__PublicBaseUrl: 'https://customs.example.be',
      }),
    );
    checkBindAllowed(
      settings({ ...provider, HOST: '0.0.0.0', Proxy__KnownNetworks: '10.0.0.0/8' }),
    );
  });
});

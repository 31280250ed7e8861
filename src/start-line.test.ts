import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { startLine } from './start-line.ts';

const local = { 'Auth:Provider': '', 'Server:PublicBaseUrl': '' } as const;
const off = {
  setup: undefined,
  unavailable: 'filing is not configured: Filing:NctsSchemaFolder (/srv/ncts does not exist)',
  environments: new Set<string>(),
  autoDispatchEnvironment: '',
};
const on = {
  ...off,
  setup: { nctsSchemaFolder: '/srv/ncts', phase: 6 } as never,
  unavailable: '',
  environments: new Set(['dv', 'prd']),
  autoDispatchEnvironment: 'prd',
};

describe('the line npm start prints', () => {
  it('says where to open the app and why nothing can be filed, in one line', () => {
    const line = startLine('http://127.0.0.1:8080', local, off);
    assert.equal(
      line,
      'Customs declarations is running: open http://127.0.0.1:8080 in a browser (local single-user mode: you are the administrator); filing is not configured: Filing:NctsSchemaFolder (/srv/ncts does not exist), so nothing can be filed yet.\n',
    );
    assert.equal(line.split('\n').length, 2);
  });

  it('on a fresh installation, says transit is checked against the data items it carries', () => {
    assert.match(
      startLine('http://127.0.0.1:8080', local, {
        ...on,
        setup: { nctsSchemaFolder: '', phase: 6 } as never,
        environments: new Set(),
      }),
      /sends them nowhere \(no ServiceBus:Descartes:\{env\} block\); transit declarations are checked against the IE015 data items the service carries \(an operator may add the official NCTS schemas with Filing:NctsSchemaFolder\); import declarations \(IE415B\) go out in the service's own namespace urn:customs-declaration-service:idms:v1 until an operator sets the official one \(Filing:Ie415bNamespace, Filing:Ie415bSchema\)\.\n$/,
    );
  });

  it('with a provider, names the public address, where filings go and the official schema', () => {
    assert.equal(
      startLine(
        'http://0.0.0.0:8080',
        { 'Auth:Provider': 'EntraId', 'Server:PublicBaseUrl': 'https://customs.example.be' },
        on,
      ),
      "Customs declarations is running: open https://customs.example.be and sign in with your organisation's account; filing sends messages to dv, prd; transit declarations sent with auto_dispatch go out to prd at once; transit declarations are checked against the IE015 data items and the official NCTS phase 6 schema; import declarations (IE415B) go out in the service's own namespace urn:customs-declaration-service:idms:v1 until an operator sets the official one (Filing:Ie415bNamespace, Filing:Ie415bSchema).\n",
    );
  });

  it('names the IE415B namespace an operator configured, and none when nothing can be filed', () => {
    const national = {
      cc515c: { file: '', namespace: 'http://ecs.dgtaxud.ec' },
      ie415b: { file: '/srv/idms/ie415b.xsd', namespace: 'urn:example:idms:official' },
    };
    const line = startLine('http://127.0.0.1:8080', local, {
      ...on,
      setup: { nctsSchemaFolder: '', phase: 6, national } as never,
    });
    assert.match(
      line,
      /; import declarations \(IE415B\) go out in the namespace urn:example:idms:official\.\n$/,
    );
    assert.doesNotMatch(line, /service's own namespace/);
    assert.doesNotMatch(startLine('http://127.0.0.1:8080', local, off), /IE415B/);
  });
});

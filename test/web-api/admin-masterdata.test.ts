import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { schema } from '../../src/db/index.ts';
import { setRuntimeSetting } from '../../src/runtime-settings/index.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { databaseKinds, type TestDatabase } from '../support/databases.ts';
import { signedIn } from '../support/sessions.ts';

type Json = Record<string, any>;

for (const kind of databaseKinds) {
  describe(
    `Appearance, CustomsLocations, CustomsTeams, ProvenanceTypes on ${kind.name}`,
    { skip: kind.skip },
    () => {
      let t: TestDatabase;
      let app: TestApp;
      let headers: Record<string, string>;
      before(async () => {
        t = await kind.open();
        app = await startTestApp(t.database);
        headers = (await signedIn(t.database.db, ['SuperUsers'], 'Sam Super')).headers;
        // A UN/LOCODE list with one place: a code outside it is then known to be unknown.
        await t.database.db.insert(schema.locodes).values({
          code: 'BEANR',
          country: 'BE',
          location: 'ANR',
          name: 'Antwerpen',
          searchName: 'antwerpen',
        });
      });
      after(async () => {
        await app?.close();
        await t?.dispose();
      });
      const call = (method: string, path: string, body?: unknown) =>
        fetch(`${app.baseUrl}${path}`, {
          method,
          headers: {
            ...headers,
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          },
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        });
      const audits = (entityType: string) =>
        t.database.db
          .select()
          .from(schema.auditLog)
          .where(eq(schema.auditLog.entityType, entityType));
      const faults = async (response: Response) =>
        ((await response.json()) as Json).errors.map((e: Json) => `${e.path} ${e.keyword}`);

      describe('Appearance', () => {
        const appearance = {
          title_plain: 'Douane Brokers NV',
          title_html: '<b>Douane</b> Brokers',
          main_color: '#0B7A3E',
          default_language: 'fr',
        };

        it('saves the branding, audited per key, and the session shows it at once', async () => {
          const saved = await call('PUT', '/api/admin/appearance', appearance);
          assert.equal(saved.status, 200, await saved.clone().text());
          const body = (await saved.json()) as Json;
          assert.equal(body.markup_removed, false);
          assert.equal(body.appearance.main_color, '#0b7a3e', 'stored in one spelling');
          assert.equal(body.appearance.updated_by, 'Sam Super');
          const session = (await (await call('GET', '/api/session')).json()) as Json;
          assert.equal(session.branding.titlePlain, 'Douane Brokers NV');
          assert.equal(session.branding.titleHtml, '<b>Douane</b> Brokers');
          assert.equal(session.branding.mainColor, '#0b7a3e');
          const entries = (await audits('setting')).filter((e) => e.actor === 'Sam Super');
          assert.deepEqual(entries.map((e) => e.entityId).sort(), [
            'Branding:DefaultLanguage',
            'Branding:MainColor',
            'Branding:TitleHtml',
            'Branding:TitlePlain',
          ]);
          // Saving the same again changes nothing, so nothing is audited.
          await call('PUT', '/api/admin/appearance', appearance);
          assert.equal((await audits('setting')).filter((e) => e.actor === 'Sam Super').length, 4);
        });

        it('keeps only the allow-listed markup of a hostile title, and never stores the script', async () => {
          for (const hostile of [
            '<img src=x onerror=alert(1)>Broker',
            '<script>alert(1)</script>Broker',
            '<b onclick="alert(1)">Broker</b>',
            '<a href="javascript:alert(1)">Broker</a>',
            '<svg><script>alert(1)</script></svg>Broker',
            '<span style="background:url(javascript:alert(1))">Broker</span>',
            '<<script>script>alert(1)<</script>/script>',
          ]) {
            const saved = await call('PUT', '/api/admin/appearance', {
              ...appearance,
              title_html: hostile,
            });
            assert.equal(saved.status, 200, hostile);
            const body = (await saved.json()) as Json;
            assert.equal(body.markup_removed, true, hostile);
            const stored = body.appearance.title_html as string;
            assert.doesNotMatch(
              stored,
              /<script|onerror|onclick|javascript:|<img|<svg|style=|<a /i,
              hostile,
            );
            const [row] = await t.database.db
              .select()
              .from(schema.runtimeSettings)
              .where(eq(schema.runtimeSettings.key, 'Branding:TitleHtml'));
            assert.equal(row?.value, stored, 'stored cleaned, not only shown cleaned');
          }
          const preview = await call('POST', '/api/admin/appearance/preview', {
            title_html: '<i>Ex</i> &amp; <b onmouseover="x()">Co</b>',
          });
          assert.equal(preview.status, 200);
          assert.deepEqual(await preview.json(), {
            title_html: '<i>Ex</i> &amp; <b>Co</b>',
            markup_removed: true,
          });
          const plain = (await (
            await call('POST', '/api/admin/appearance/preview', {
              title_html: 'A &amp; B <sup>2</sup>',
            })
          ).json()) as Json;
          assert.equal(plain.markup_removed, false, 'an entity is not a removal');
        });

        it('cleans a title set with the CLI when shown, and replaces it when the page saves', async () => {
          await setRuntimeSetting(
            t.database.db,
            'Branding:TitleHtml',
            '<b>Broker</b><script>alert(1)</script>',
            'cli:ops',
          );
          const shown = (await (await call('GET', '/api/admin/appearance')).json()) as Json;
          assert.equal(shown.title_html, '<b>Broker</b>');
          const session = (await (await call('GET', '/api/session')).json()) as Json;
          assert.equal(session.branding.titleHtml, '<b>Broker</b>');
          const saved = await call('PUT', '/api/admin/appearance', {
            ...appearance,
            title_html: shown.title_html,
          });
          assert.equal(saved.status, 200);
          const [row] = await t.database.db
            .select()
            .from(schema.runtimeSettings)
            .where(eq(schema.runtimeSettings.key, 'Branding:TitleHtml'));
          assert.equal(row?.value, '<b>Broker</b>');
        });

        it('refuses a bad colour or language, writing nothing', async () => {
          const before = (await (await call('GET', '/api/admin/appearance')).json()) as Json;
          for (const colour of [
            'red',
            '#12345',
            '#GGGGGG',
            '#1234567',
            'javascript:alert(1)',
            '#fff',
          ]) {
            const refused = await call('PUT', '/api/admin/appearance', {
              ...appearance,
              title_plain: 'Changed',
              main_color: colour,
            });
            assert.equal(refused.status, 422, colour);
            assert.deepEqual(await faults(refused), ['/main_color colour']);
          }
          const language = await call('PUT', '/api/admin/appearance', {
            ...appearance,
            default_language: 'de',
          });
          assert.deepEqual(await faults(language), ['/default_language enum']);
          const control = await call('PUT', '/api/admin/appearance', {
            ...appearance,
            title_plain: 'A\u0007B',
          });
          assert.deepEqual(await faults(control), ['/title_plain character']);
          const extra = await call('PUT', '/api/admin/appearance', { ...appearance, css: 'x' });
          assert.equal(extra.status, 422, 'a member the page does not know is refused');
          const after = (await (await call('GET', '/api/admin/appearance')).json()) as Json;
          assert.deepEqual(after, before, 'nothing half-written');
          const emptied = await call('PUT', '/api/admin/appearance', {
            ...appearance,
            main_color: '',
          });
          assert.equal(emptied.status, 200, 'an empty colour is the default');
          const session = (await (await call('GET', '/api/session')).json()) as Json;
          assert.equal(session.branding.mainColor, '#1d4ed8');
        });
      });

      describe('CustomsLocations', () => {
        const antwerp = {
          name: 'Terminal Antwerpen',
          type_of_location: 'b',
          qualifier_of_identification: 'u',
          un_locode: 'be anr',
          location_code: 'K913',
        };

        it('saves a location as a declaration holds it, audited, and offers the active ones to the picker', async () => {
          const created = await call('POST', '/api/admin/customs-locations', antwerp);
          assert.equal(created.status, 201, await created.clone().text());
          const location = (await created.json()) as Json;
          assert.deepEqual(location.location, {
            type_of_location: 'B',
            qualifier_of_identification: 'U',
            un_locode: 'BEANR',
            location_code: 'K913',
            authorisation_number: null,
            street_and_number: null,
            postcode: null,
            city: null,
            country: null,
          });
          const byAddress = await call('POST', '/api/admin/customs-locations', {
            name: 'Magazijn Gent',
            type_of_location: 'D',
            qualifier_of_identification: 'Z',
            street_and_number: 'Skaldenstraat 1',
            postcode: '9042',
            city: 'Gent',
            country: 'be',
          });
          assert.equal(byAddress.status, 201, await byAddress.clone().text());
          const gent = (await byAddress.json()) as Json;
          const inactive = await call('PUT', `/api/admin/customs-locations/${gent.id}`, {
            name: 'Magazijn Gent',
            type_of_location: 'D',
            qualifier_of_identification: 'Z',
            street_and_number: 'Skaldenstraat 1',
            city: 'Gent',
            country: 'BE',
            active: false,
          });
          assert.equal(inactive.status, 200);
          const picker = (await (await call('GET', '/api/customs-locations')).json()) as Json[];
          assert.deepEqual(
            picker.map((entry) => entry.name),
            ['Terminal Antwerpen'],
          );
          const all = (await (await call('GET', '/api/admin/customs-locations')).json()) as Json[];
          assert.deepEqual(
            all.map((entry) => [entry.name, entry.active]),
            [
              ['Magazijn Gent', false],
              ['Terminal Antwerpen', true],
            ],
          );
          const entries = await audits('customs-location');
          assert.deepEqual(
            entries.map((e) => [e.action, e.actor]),
            [
              ['customs-location.created', 'Sam Super'],
              ['customs-location.created', 'Sam Super'],
              ['customs-location.changed', 'Sam Super'],
            ],
          );
          assert.equal(
            (await call('DELETE', `/api/admin/customs-locations/${gent.id}`)).status,
            204,
          );
          assert.equal(
            (await call('DELETE', `/api/admin/customs-locations/${gent.id}`)).status,
            404,
          );
          assert.equal(
            (await audits('customs-location')).at(-1)?.action,
            'customs-location.deleted',
          );
        });

        it('refuses what customs would refuse, naming each field', async () => {
          const refused = async (body: Json) => {
            const response = await call('POST', '/api/admin/customs-locations', {
              ...antwerp,
              name: 'X',
              ...body,
            });
            assert.equal(response.status, 422, JSON.stringify(body));
            return faults(response);
          };
          assert.deepEqual(await refused({ type_of_location: 'Q' }), [
            '/type_of_location code-list',
          ]);
          assert.deepEqual(await refused({ type_of_location: '<b>' }), [
            '/type_of_location maxLength',
          ]);
          assert.deepEqual(await refused({ qualifier_of_identification: 'V' }), [
            '/qualifier_of_identification enum',
          ]);
          assert.deepEqual(await refused({ un_locode: 'BEXXX' }), ['/un_locode identifier']);
          assert.deepEqual(await refused({ un_locode: '' }), ['/un_locode required']);
          assert.deepEqual(await refused({ city: 'Antwerpen' }), ['/city not-carried']);
          assert.deepEqual(await refused({ name: '  ' }), ['/name required']);
          assert.deepEqual(await refused({ name: 'Line\nbreak' }), ['/name character']);
          assert.deepEqual(
            await refused({
              qualifier_of_identification: 'Z',
              un_locode: null,
              country: 'XX',
              city: 'Gent',
            }),
            ['/street_and_number required', '/country country'],
          );
          assert.deepEqual(await refused({ qualifier_of_identification: 'Y', un_locode: null }), [
            '/authorisation_number required',
          ]);
          const same = await call('POST', '/api/admin/customs-locations', {
            ...antwerp,
            name: 'TERMINAL antwerpen',
          });
          assert.equal(same.status, 409);
          assert.deepEqual(await faults(same), ['/name taken']);
          assert.equal(
            (await call('POST', '/api/admin/customs-locations', { ...antwerp, extra: 1 })).status,
            422,
          );
          assert.equal(
            (await call('PUT', '/api/admin/customs-locations/not-a-uuid', antwerp)).status,
            400,
          );
          assert.equal(
            (
              await call(
                'PUT',
                '/api/admin/customs-locations/00000000-0000-4000-8000-000000000001',
                antwerp,
              )
            ).status,
            404,
          );
          const all = (await (await call('GET', '/api/admin/customs-locations')).json()) as Json[];
          assert.equal(all.length, 1, 'nothing refused was written');
        });
      });

      describe('CustomsTeams', () => {
        it('saves a team with its directory role and offices, audited', async () => {
          const created = await call('POST', '/api/admin/customs-teams', {
            name: 'Team Gent',
            role_claim: 'CustomsGent',
            offices: ['be 212000', 'BE212000', 'BE101000'],
            default_office: 'be212000',
          });
          assert.equal(created.status, 201, await created.clone().text());
          const team = (await created.json()) as Json;
          assert.deepEqual(team.offices, ['BE212000', 'BE101000'], 'normalised, once each');
          assert.equal(team.default_office, 'BE212000');
          const changed = await call('PUT', `/api/admin/customs-teams/${team.id}`, {
            name: 'Team Gent',
            role_claim: 'CustomsGent',
            offices: ['BE101000'],
            default_office: null,
          });
          assert.equal(changed.status, 200);
          assert.deepEqual(
            (await audits('customs-team')).map((e) => [e.action, e.actor]),
            [
              ['customs-team.created', 'Sam Super'],
              ['customs-team.changed', 'Sam Super'],
            ],
          );
        });

        it('refuses a role of the service, an unknown office, a default outside the offices, a taken role', async () => {
          const refused = async (body: Json, status = 422) => {
            const response = await call('POST', '/api/admin/customs-teams', {
              name: 'Team X',
              role_claim: 'CustomsX',
              ...body,
            });
            assert.equal(response.status, status, JSON.stringify(body));
            return faults(response);
          };
          assert.deepEqual(await refused({ role_claim: 'Admins' }), ['/role_claim reserved-role']);
          assert.deepEqual(await refused({ role_claim: 'superusers' }), [
            '/role_claim reserved-role',
          ]);
          assert.deepEqual(await refused({ role_claim: 'Customs Gent' }), ['/role_claim pattern']);
          assert.deepEqual(await refused({ offices: ['BE999999'] }), ['/offices/0 identifier']);
          assert.deepEqual(await refused({ offices: ['BE212000'], default_office: 'BE101000' }), [
            '/default_office not-listed',
          ]);
          assert.deepEqual(await refused({ role_claim: 'customsgent' }, 409), [
            '/role_claim taken',
          ]);
          assert.deepEqual(await refused({ name: 'team gent' }, 409), ['/name taken']);
        });

        it('never gives a session to someone holding only a team role', async () => {
          const team = await signedIn(t.database.db, ['CustomsGent'], 'Tom Team');
          const response = await fetch(`${app.baseUrl}/api/admin/customs-teams`, {
            headers: team.headers,
          });
          assert.equal(response.status, 403);
        });
      });

      describe('ProvenanceTypes', () => {
        it('saves a code with its names in three languages, audited; the picker lists the active ones', async () => {
          const created = await call('POST', '/api/admin/provenance-types', {
            code: 'tms',
            name_nl: 'TMS van de klant',
            name_fr: 'TMS du client',
            name_en: 'Customer’s TMS',
          });
          assert.equal(created.status, 201, await created.clone().text());
          const type = (await created.json()) as Json;
          assert.equal(type.code, 'TMS');
          const mail = (await (
            await call('POST', '/api/admin/provenance-types', {
              code: 'EMAIL',
              name_nl: 'E-mail',
              name_fr: 'E-mail',
              name_en: 'E-mail',
              active: false,
            })
          ).json()) as Json;
          const picker = (await (await call('GET', '/api/provenance-types')).json()) as Json[];
          assert.deepEqual(
            picker.map((entry) => entry.code),
            ['TMS'],
          );
          assert.equal(
            (await call('DELETE', `/api/admin/provenance-types/${mail.id}`)).status,
            204,
          );
          assert.deepEqual(
            (await audits('provenance-type')).map((e) => [e.action, e.entityId, e.actor]),
            [
              ['provenance-type.created', 'TMS', 'Sam Super'],
              ['provenance-type.created', 'EMAIL', 'Sam Super'],
              ['provenance-type.deleted', 'EMAIL', 'Sam Super'],
            ],
          );
        });

        it('refuses a bad code, a missing name, a taken code', async () => {
          const refused = async (body: Json, status = 422) => {
            const response = await call('POST', '/api/admin/provenance-types', {
              code: 'PORTAL',
              name_nl: 'Portaal',
              name_fr: 'Portail',
              name_en: 'Portal',
              ...body,
            });
            assert.equal(response.status, status, JSON.stringify(body));
            return faults(response);
          };
          assert.deepEqual(await refused({ code: 'A B' }), ['/code pattern']);
          assert.deepEqual(await refused({ code: '<script>' }), ['/code pattern']);
          assert.deepEqual(await refused({ code: 'X'.repeat(21) }), ['/code maxLength']);
          assert.deepEqual(await refused({ name_fr: '' }), ['/name_fr required']);
          assert.deepEqual(await refused({ code: 'tms' }, 409), ['/code taken']);
        });
      });
    },
  );
}

import { expect } from 'chai';
import { BRANDING_TEXT_MAX_LENGTH } from '../../../../domain/constants/limits.constants';
import { createManagementApi } from '../../../../web/src/features/control-panel/management/api/management-api';
import { en } from '../../../../web/src/features/control-panel/management/i18n/en';
import { fi } from '../../../../web/src/features/control-panel/management/i18n/fi';
import type { ManagementKey } from '../../../../web/src/features/control-panel/management/i18n/messages';
import { registerManagementTexts } from '../../../../web/src/features/control-panel/management/i18n/texts';
import { isManagementErrorCode } from '../../../../web/src/features/control-panel/management/model/error-key';
import { SETTING_SWITCHES } from '../../../../web/src/features/control-panel/management/model/setting-switches';
import type { FetchLike } from '../../../../web/src/lib/api';
import { rejectionOf } from '../../../support/rejection';
import { ApiHarness, MINUTE } from '../../support/api-harness';
import { bearerOf, json } from '../../support/fake-server';
import { expectSameTexts, tabTranslators } from '../texts-support';

const branding = { showLogo: true, logoUpdatedAt: null, brandingText: 'Kirjasto', brandDisplay: 'both' };
const settings = {
  registrationEnabled: true,
  showGuestPlayButton: true,
  showGuestPreviousDaysButton: true,
  dailyEnabled: true,
  adsEnabled: false,
  branding,
  donationUrl: null,
};

/** The harness's server, with each request's own body kept (a form is not JSON). */
function managementHarness(signedIn = true) {
  const harness = new ApiHarness();
  if (signedIn) harness.holdTokens(10 * MINUTE);
  const bodies: unknown[] = [];
  const fetch: FetchLike = (input, init) => {
    bodies.push(init.body);
    return harness.server.fetch(input, init);
  };
  const api = createManagementApi({
    client: harness.client,
    fetch,
    baseUrl: harness.server.base,
    now: () => harness.time.now(),
  });
  return { harness, api, bodies };
}

describe('Web | Control panel | management API', () => {
  it('given the calls then settings, one switch, branding and logo removal go to /manage/system with the token', async () => {
    const { harness, api } = managementHarness();
    harness.server.on('GET', '/manage/system/settings', () => json(settings));
    harness.server.on('PUT', '/manage/system/settings', () => json({ ...settings, dailyEnabled: false }));
    harness.server.on('PUT', '/manage/system/branding', () => json(branding));
    harness.server.on('DELETE', '/manage/system/branding/logo', () => json({ ...branding, showLogo: false }));

    expect(await api.settings()).to.deep.equal(settings);
    expect((await api.updateSettings({ dailyEnabled: false })).dailyEnabled).to.equal(false);
    expect(await api.saveBranding({ brandingText: 'Kirjasto' })).to.deep.equal(branding);
    expect((await api.removeLogo()).showLogo).to.equal(false);
    const seen = harness.server.requests;
    expect(seen.map((request) => `${request.method} ${request.path}`)).to.deep.equal([
      'GET /manage/system/settings',
      'PUT /manage/system/settings',
      'PUT /manage/system/branding',
      'DELETE /manage/system/branding/logo',
    ]);
    expect(seen[1]?.body).to.deep.equal({ dailyEnabled: false });
    expect(bearerOf(seen[3])).to.match(/^Bearer /);
  });

  it('given a logo then it goes as the multipart field `image` with its name', async () => {
    const { harness, api, bodies } = managementHarness();
    harness.server.on('POST', '/manage/system/branding/logo', () => json(branding));
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'logo.png', { type: 'image/png' });
    expect(await api.uploadLogo(file)).to.deep.equal(branding);
    expect(((bodies[0] as FormData).get('image') as File).name).to.equal('logo.png');
    expect(bearerOf(harness.server.requests[0])).to.match(/^Bearer /);
  });

  it('given no tokens then nothing is asked', async () => {
    const { harness, api } = managementHarness(false);
    expect(await rejectionOf(api.settings())).to.include({ status: 401 });
    expect(harness.server.requests).to.have.length(0);
  });
});

describe('Web | Control panel | management tab texts', () => {
  const t = tabTranslators<ManagementKey>(registerManagementTexts, 'controlPanelManagement');

  it('given both languages then the same texts, none empty', () => {
    expectSameTexts(fi, en);
  });

  it('given every switch then a name and both states in words of their own', () => {
    for (const language of ['fi', 'en'] as const)
      for (const name of SETTING_SWITCHES)
        for (const part of ['name', 'on', 'off'] as const)
          expect(t[language](`settings.switches.${name}.${part}`)).to.not.contain('settings.');
    expect(t.en('settings.switches.dailyEnabled.off')).to.equal(
      'Today’s game does not start; earlier days stay playable as Challenges.',
    );
  });

  it('given the limits then the figures are filled in and the text limit is the domain’s', () => {
    expect(t.fi('text.over', { count: 2 })).to.equal('2 merkkiä liikaa');
    expect(t.en('text.over', { count: 1 })).to.equal('1 character too many');
    expect(t.en('settings.done.off', { name: 'Ads' })).to.equal('Ads: off.');
    expect(en.errors.BRANDING_TEXT_TOO_LONG).to.contain(String(BRANDING_TEXT_MAX_LENGTH));
    expect(fi.errors.BRANDING_TEXT_TOO_LONG).to.contain(String(BRANDING_TEXT_MAX_LENGTH));
  });

  it('given a server code then only the codes, not the actions’ fallbacks, count as its own', () => {
    expect(isManagementErrorCode('IMAGE_TOO_LARGE')).to.equal(true);
    expect(isManagementErrorCode('INVALID_DONATION_URL')).to.equal(true);
    expect(isManagementErrorCode('switchFailed')).to.equal(false);
    expect(isManagementErrorCode('SOMETHING_ELSE')).to.equal(false);
  });
});

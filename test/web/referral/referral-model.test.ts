import { expect } from 'chai';
import { adFreeStatus } from '../../../web/src/features/referral/model/ad-free';
import { inviteLink } from '../../../web/src/features/referral/model/invite-link';

const NOW = Date.parse('2026-03-14T12:00:00.000Z');

describe('Web | Referral | invite link', () => {
  it("given the page's origin, the instance base and a code then {origin}{base}/invite/{code}", () => {
    expect(inviteLink('https://peli.example', '/fi', 'AB12cd')).to.equal(
      'https://peli.example/fi/invite/AB12cd',
    );
  });

  it('given trailing slashes then exactly one between the parts', () => {
    expect(inviteLink('http://localhost:3000/', '/en/', 'X1')).to.equal('http://localhost:3000/en/invite/X1');
  });
});

describe('Web | Referral | ad-free time', () => {
  it('given a permanently ad-free player then for good, whatever the date', () => {
    expect(adFreeStatus(true, null, NOW)).to.deep.equal({ kind: 'permanent' });
  });

  it('given a date still ahead then until that date', () => {
    expect(adFreeStatus(false, '2026-03-21T12:00:00.000Z', NOW)).to.deep.equal({
      kind: 'until',
      until: '2026-03-21T12:00:00.000Z',
    });
  });

  it('given no date, a past date or an unreadable one then none', () => {
    expect(adFreeStatus(false, null, NOW).kind).to.equal('none');
    expect(adFreeStatus(false, '2026-03-01T00:00:00.000Z', NOW).kind).to.equal('none');
    expect(adFreeStatus(false, 'soon', NOW).kind).to.equal('none');
  });
});

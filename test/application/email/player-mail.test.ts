import { expect } from 'chai';
import { mailFooter, playerMail } from '../../../application/email/player-mail';

// Each player's copy of an e-mail job (DESIGN 11): a text part always, the HTML when given, and a footer
// in the instance's language saying why the mail came.

const content = { subject: 'Uutiset', text: 'Hei!', html: null, replyTo: null };

describe("Application | E-mail | A player's mail", () => {
  it('given an English instance, then the footer is English and names the site with its address', () => {
    const instance = { language: 'en' as const, publicUrl: 'https://sanat.example/en' };
    expect(mailFooter(instance)).to.equal(
      'You get this because you have an account at Word Groups (https://sanat.example/en) with this address.',
    );
    const mail = playerMail(instance, content, 'pelaaja@example.test');
    expect(mail).to.deep.equal({
      to: 'pelaaja@example.test',
      subject: 'Uutiset',
      text: `Hei!\n\n-- \n${mailFooter(instance)}\n`,
    });
  });

  it('given HTML, then it gets the footer too, escaped, with uploaded images addressed absolutely', () => {
    const instance = { language: 'fi' as const, publicUrl: 'https://sanat.example/fi' };
    const mail = playerMail(
      instance,
      { ...content, html: '<p><img src="/uploads/fi/news/a.webp"></p>', replyTo: 'toimitus@example.test' },
      'pelaaja@example.test',
    );
    expect(mail.html).to.equal(
      '<!doctype html><html lang="fi"><head><meta charset="utf-8"></head><body>' +
        '<p><img src="https://sanat.example/uploads/fi/news/a.webp"></p>' +
        `<hr><p>${mailFooter(instance)}</p></body></html>`,
    );
    expect(mail.text).to.contain('Hei!').and.contain(mailFooter(instance));
    expect(mail.replyTo).to.equal('toimitus@example.test');
  });
});

// npm run mail:notices -w api [-- --out <folder>]: every mail the owner gets about their account's
// security, as the templates of this build write it (needs `npm run build -w api`): prints each
// one's subject and size (text, HTML, and the whole message as SMTP would carry it) and writes
// its HTML to <folder> (default: a temporary one), to open in a browser at a phone's width
// (`chromium --headless --window-size=390,900 --screenshot=… file.html`).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import nodemailer from 'nodemailer';

const apiDir = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const require = createRequire(import.meta.url);
const templates = require(path.join(apiDir, 'dist/mail/templates.js'));

const outArg = process.argv.indexOf('--out');
const out =
  outArg > 0
    ? path.resolve(process.argv[outArg + 1])
    : fs.mkdtempSync(path.join(os.tmpdir(), 'mail-notices-'));
fs.mkdirSync(out, { recursive: true });

const brand = 'Revline Digital';
const to = 'owner@revline.example';
const user = 'admin';
const site = 'http://localhost:8080';
const token = 'k'.repeat(43);
const at = new Date('2026-11-28T14:05:00Z');

const notices = [
  ['set-up code', templates.twoFactorSetupCodeMail(brand, to, user, '04817263')],
  ...[
    ['two-factor on', { kind: 'two-factor-on' }],
    ['key replaced', { kind: 'two-factor-replaced' }],
    ['recovery codes renewed', { kind: 'recovery-codes' }],
    ['operator reset', { kind: 'two-factor-reset' }],
    [
      'new browser',
      { kind: 'new-browser', browser: 'Firefox on Linux', address: '203.0.113.7', at },
    ],
    [
      'code step locked',
      {
        kind: 'code-locked',
        unlockUrl: `${site}/login?unlock=${token}&tenantId=revline`,
        until: new Date(at.getTime() + 3_600_000),
      },
    ],
  ].map(([name, notice]) => [name, templates.securityNoticeMail(brand, to, user, notice)]),
];
if (templates.emailChangedMail) {
  notices.push([
    'e-mail changed (old address)',
    templates.emailChangedMail(
      brand,
      to,
      user,
      'new@revline.example',
      `${site}/user/undo-email-change?token=${token}`,
    ),
  ]);
}

// The message as SMTP would carry it (headers, both parts, their encodings), built and not sent.
const composer = nodemailer.createTransport({ streamTransport: true, buffer: true });
console.log(`written to ${out}\n`);
console.log(
  `${'notice'.padEnd(30)} ${'text'.padStart(6)} ${'HTML'.padStart(6)} ${'message'.padStart(8)}  subject`,
);
for (const [name, mail] of notices) {
  const file = path.join(out, `${name.replace(/[^a-z0-9]+/gi, '-')}.html`);
  fs.writeFileSync(file, mail.html);
  const { message: raw } = await composer.sendMail({
    from: `${brand} <no-reply@revline.example>`,
    ...mail,
  });
  console.log(
    `${name.padEnd(30)} ${String(Buffer.byteLength(mail.text)).padStart(6)} ${String(
      Buffer.byteLength(mail.html),
    ).padStart(6)} ${String(raw.length).padStart(8)}  ${mail.subject}`,
  );
}

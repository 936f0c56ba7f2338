import { escapeHtml } from '../lib/html';
import type { NewsletterPost } from './newsletter-post';
import type { QueuedMail } from './queue';

/** A message as a template writes it; the caller adds the tenant it is sent for. */
type MailMessage = Omit<QueuedMail, 'tenantId'>;

interface Layout {
  brand: string;
  to: string;
  subject: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  footer?: string;
}

/** Plain text and a simple HTML version of the same message; every value is escaped. */
function render({ brand, to, subject, paragraphs, action, footer }: Layout): MailMessage {
  const text = [
    ...paragraphs,
    ...(action ? [`${action.label}: ${action.url}`] : []),
    ...(footer ? [footer] : []),
    `— ${brand}`,
  ].join('\n\n');
  const html = [
    '<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;line-height:1.5;color:#1a1a1a">',
    ...paragraphs.map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`),
    action
      ? `<p><a href="${escapeHtml(action.url)}" style="display:inline-block;padding:10px 18px;background:#c8102e;color:#fff;text-decoration:none;border-radius:6px">${escapeHtml(action.label)}</a></p><p style="font-size:13px;color:#555;word-break:break-all">If the button does not work, paste this address into your browser:<br>${escapeHtml(action.url)}</p>`
      : '',
    footer ? `<p style="font-size:13px;color:#555">${escapeHtml(footer)}</p>` : '',
    `<p>— ${escapeHtml(brand)}</p>`,
    '</body></html>',
  ].join('');
  return { to, subject, text, html, links: action ? [action.url] : [] };
}

/**
 * Short and plain, with nothing the requester typed in it: anyone can have it sent to any
 * address (registering, changing an email), so it must be useless for spam.
 */
export function verificationMail(brand: string, to: string, url: string): MailMessage {
  return render({
    brand,
    to,
    subject: `Verify your email for ${brand}`,
    paragraphs: [
      'Hello,',
      `Please confirm that this email address belongs to your ${brand} account.`,
    ],
    action: { label: 'Verify my email', url },
    footer:
      'This link works once and expires in 24 hours. If you did not ask for this, ignore this email: nothing changes.',
  });
}

/** `username` only for an address the account has verified (else a plain greeting). */
export function resetPasswordMail(
  brand: string,
  to: string,
  username: string | undefined,
  url: string,
): MailMessage {
  return render({
    brand,
    to,
    subject: `Reset your ${brand} password`,
    paragraphs: [
      username ? `Hi ${username},` : 'Hello,',
      'We received a request to reset your password. Choose a new one with the link below.',
    ],
    action: { label: 'Reset my password', url },
    footer:
      'This link works once and expires in 1 hour. If you did not ask for a reset, you can ignore this email: your password stays the same.',
  });
}

/** An invitation to the site's staff: the link sets the account's first password (7 days). */
export function invitationMail(
  brand: string,
  to: string,
  invite: { username: string; role: string; invitedBy: string; url: string },
): MailMessage {
  return render({
    brand,
    to,
    subject: `You are invited to write for ${brand}`,
    paragraphs: [
      `Hi ${invite.username},`,
      `${invite.invitedBy} invited you to ${brand}'s back office as ${invite.role === 'Editor' ? 'an Editor' : 'an Author'}. Choose your password with the link below, then sign in with the username ${invite.username}.`,
    ],
    action: { label: 'Choose my password', url: invite.url },
    footer:
      'This link works once and expires in 7 days. If you did not expect this invitation, you can ignore this email: no account opens without the link.',
  });
}

/**
 * To the old address when an account's e-mail is changed: the change, and a link that undoes it
 * (the address comes back and every session ends) for whoever did not ask for it.
 */
export function emailChangedMail(
  brand: string,
  to: string,
  username: string,
  newEmail: string,
  url: string,
): MailMessage {
  return render({
    brand,
    to,
    subject: `Your ${brand} e-mail address is being changed`,
    paragraphs: [
      `Hi ${username},`,
      `Someone signed in to your account asked to change its e-mail address to ${newEmail}. The change takes effect when that address is verified.`,
      'If it was not you, undo it with the link below: your account keeps this address, every session is signed out, and you can then choose a new password.',
    ],
    action: { label: 'Undo the change', url },
    footer: 'This link works once and for 7 days. If you made the change, there is nothing to do.',
  });
}

export function contactMail(
  brand: string,
  to: string,
  contact: { name: string; email: string; message: string },
): MailMessage {
  return {
    ...render({
      brand,
      to,
      subject: `New contact message from ${contact.name}`,
      paragraphs: [
        `Name: ${contact.name}`,
        `Email: ${contact.email}`,
        `Message:\n${contact.message}`,
      ],
    }),
    replyTo: contact.email,
  };
}

export function applicationMail(
  brand: string,
  to: string,
  application: {
    name: string;
    email: string;
    phone: string;
    job: string;
    coverLetter: string | null;
  },
): MailMessage {
  return {
    ...render({
      brand,
      to,
      subject: `New application for ${application.job} from ${application.name}`,
      paragraphs: [
        `Position: ${application.job}`,
        `Name: ${application.name}`,
        `Email: ${application.email}`,
        `Phone: ${application.phone}`,
        `Cover letter:\n${application.coverLetter ?? '(none)'}`,
        'The résumé is attached.',
      ],
    }),
    replyTo: application.email,
  };
}

/**
 * The header fields every newsletter mail carries: a personal unsubscribe address that a mail
 * program can POST to in one click without opening a page (RFC 8058; RFC 2369 for the field).
 */
export function listUnsubscribeHeaders(oneClickUrl: string): Record<string, string> {
  return {
    'List-Unsubscribe': `<${oneClickUrl}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}

/**
 * The double opt-in link, with nothing the requester typed in it (anyone can ask for it to be
 * sent to any address). It carries the unsubscribe link too: someone signed up by a stranger
 * can say "never" in one click.
 */
export function newsletterConfirmationMail(
  brand: string,
  to: string,
  links: { confirm: string; unsubscribe: string; oneClick: string },
): MailMessage {
  const mail = render({
    brand,
    to,
    subject: `Confirm your subscription to the ${brand} newsletter`,
    paragraphs: [
      'Hello,',
      `Someone, probably you, asked to receive the ${brand} newsletter at this address. Please confirm that you want it.`,
    ],
    action: { label: 'Yes, subscribe me', url: links.confirm },
    footer: `This link works for 7 days. If you did not ask for this, ignore this email and you will not be subscribed. To never receive it, unsubscribe: ${links.unsubscribe}`,
  });
  return {
    ...mail,
    links: [links.confirm, links.unsubscribe],
    headers: listUnsubscribeHeaders(links.oneClick),
  };
}

/**
 * A newsletter issue to one subscriber: the text, then the personal unsubscribe link, with the
 * one-click header fields. Every newsletter mail is built here, so none goes out without them.
 */
export function newsletterIssueMail(
  brand: string,
  to: string,
  issue: { subject: string; paragraphs: string[]; action?: { label: string; url: string } },
  links: { unsubscribe: string; oneClick: string },
): MailMessage {
  const mail = render({
    brand,
    to,
    subject: issue.subject,
    paragraphs: issue.paragraphs,
    ...(issue.action ? { action: issue.action } : {}),
    footer: `You receive this because you subscribed to the ${brand} newsletter. Unsubscribe in one click: ${links.unsubscribe}`,
  });
  return {
    ...mail,
    links: [...(mail.links ?? []), links.unsubscribe],
    headers: listUnsubscribeHeaders(links.oneClick),
  };
}

/**
 * A post sent to one subscriber: the title, the excerpt, the feature image and the body in a
 * single column of at most 600 px that narrows with the screen (tables for the mail programs
 * that ignore CSS layout, every style inline but the narrow-screen rules), "Read on the site",
 * then the personal unsubscribe link; a plain-text part with the same content; the one-click
 * header fields. `post` is sanitized and its URLs absolute (newsletter-post.ts); the rest is
 * escaped here.
 */
export function newsletterPostMail(
  brand: string,
  to: string,
  post: NewsletterPost,
  links: { unsubscribe: string; oneClick: string },
  messageId?: string,
): MailMessage {
  const e = escapeHtml;
  const font = 'font-family:Arial,Helvetica,sans-serif';
  const image = post.featureImage
    ? `<tr><td style="padding:0"><img src="${e(post.featureImage.url)}" alt="${e(post.featureImage.alt)}" width="600" style="width:100%;max-width:600px;height:auto;display:block;border:0"></td></tr>`
    : '';
  const html = [
    '<!doctype html><html lang="en"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width,initial-scale=1">',
    '<meta name="color-scheme" content="light"><meta name="supported-color-schemes" content="light">',
    `<title>${e(post.title)}</title>`,
    '<style>.nl-body img{max-width:100%!important;height:auto!important}',
    '.nl-body figure{margin:24px 0}.nl-body blockquote{margin:16px 0;padding:4px 16px;border-left:4px solid #d1d5db;color:#374151}',
    '@media (max-width:620px){.nl-pad{padding-left:18px!important;padding-right:18px!important}',
    '.nl-outer{padding:0!important}.nl-card{border-radius:0!important}.nl-title{font-size:24px!important}}</style>',
    '</head>',
    `<body style="margin:0;padding:0;background:#f3f4f6;${font};color:#1f2937">`,
    // The preview line inboxes show after the subject.
    `<div style="display:none;max-height:0;overflow:hidden;mso-hide:all">${e(post.excerpt)}</div>`,
    '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#f3f4f6">',
    '<tr><td class="nl-outer" align="center" style="padding:24px 12px">',
    '<table role="presentation" class="nl-card" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:600px;background:#ffffff;border-radius:8px;overflow:hidden">',
    `<tr><td class="nl-pad" style="padding:20px 32px;border-bottom:4px solid #c8102e;${font};font-size:18px;font-weight:700;color:#111827">${e(brand)}</td></tr>`,
    image,
    `<tr><td class="nl-pad" style="padding:28px 32px 8px 32px;${font}">`,
    `<h1 class="nl-title" style="margin:0 0 12px 0;font-size:28px;line-height:1.25;color:#111827">${e(post.title)}</h1>`,
    post.excerpt
      ? `<p style="margin:0 0 20px 0;font-size:18px;line-height:1.5;color:#4b5563">${e(post.excerpt)}</p>`
      : '',
    `<div class="nl-body" style="font-size:16px;line-height:1.6;color:#1f2937">${post.html}</div>`,
    '</td></tr>',
    `<tr><td class="nl-pad" style="padding:16px 32px 32px 32px;${font}">`,
    `<a href="${e(post.url)}" style="display:inline-block;padding:12px 22px;background:#c8102e;color:#ffffff;text-decoration:none;border-radius:6px;font-weight:700">Read on the site</a>`,
    '</td></tr>',
    `<tr><td class="nl-pad" style="padding:20px 32px;background:#f9fafb;border-top:1px solid #e5e7eb;${font};font-size:13px;line-height:1.5;color:#4b5563">`,
    `You receive this because you subscribed to the ${e(brand)} newsletter. `,
    `<a href="${e(links.unsubscribe)}" style="color:#4b5563">Unsubscribe</a> in one click.`,
    '</td></tr></table></td></tr></table></body></html>',
  ].join('');
  const text = [
    post.title,
    ...(post.excerpt ? [post.excerpt] : []),
    post.text,
    `Read on the site: ${post.url}`,
    `You receive this because you subscribed to the ${brand} newsletter. Unsubscribe in one click: ${links.unsubscribe}`,
    `— ${brand}`,
  ].join('\n\n');
  return {
    to,
    subject: post.title,
    text,
    html,
    links: [post.url, links.unsubscribe],
    headers: listUnsubscribeHeaders(links.oneClick),
    ...(messageId ? { messageId } : {}),
  };
}

const DIGEST_EXCERPT = 200;

/**
 * The owner's daily digest of new comments: how many arrived and in which state, then each
 * one (up to the number given) with its post and author. The text is the commenters', so it
 * is cut short and escaped like every value.
 */
export function commentDigestMail(
  brand: string,
  to: string,
  digest: {
    total: number;
    comments: {
      content: string;
      state: string;
      post: { title: string };
      author: { username: string };
    }[];
    screenUrl: string;
  },
): MailMessage {
  const { total, comments } = digest;
  const waiting = comments.filter((comment) => comment.state === 'held').length;
  const lines = comments.map((comment) => {
    const text =
      comment.content.length > DIGEST_EXCERPT
        ? `${comment.content.slice(0, DIGEST_EXCERPT)}…`
        : comment.content;
    const state = comment.state === 'visible' ? '' : ` [${comment.state}]`;
    return `${comment.author.username} on “${comment.post.title}”${state}:\n${text}`;
  });
  return render({
    brand,
    to,
    subject: `${total} new ${total === 1 ? 'comment' : 'comments'} on the ${brand} blog`,
    paragraphs: [
      `${total} new ${total === 1 ? 'comment' : 'comments'} in the last day${
        waiting ? `, ${waiting} waiting for your approval` : ''
      }.`,
      ...lines,
      ...(total > comments.length ? [`And ${total - comments.length} more.`] : []),
    ],
    action: { label: 'Open the Comments screen', url: digest.screenUrl },
  });
}

/** The one-time code that setting up an authenticator asks for, with the password. */
export function twoFactorSetupCodeMail(
  brand: string,
  to: string,
  username: string,
  code: string,
): MailMessage {
  return render({
    brand,
    to,
    subject: `Your ${brand} set-up code: ${code}`,
    paragraphs: [
      `Hi ${username},`,
      `Your code to set up two-factor sign-in is:\n${code}`,
      'Type it on the Security page with your password. It works once, for 15 minutes.',
    ],
    footer:
      'If you did not ask for it, someone may have your password: change it now. Without this code nobody can set up an authenticator on your account.',
  });
}

/** What happened to the account's sign-in, as one security notice tells it. */
export type SecurityNotice =
  | { kind: 'two-factor-on' }
  | { kind: 'two-factor-replaced' }
  | { kind: 'recovery-codes' }
  | { kind: 'two-factor-reset' }
  | { kind: 'new-browser'; browser: string; address: string; at: Date }
  | { kind: 'code-locked'; unlockUrl: string; until: Date };

const NOT_YOU =
  'If this was not you, change your password now and ask the person who runs your site to reset your two-factor sign-in.';

/** The subject, lines and any link of a notice; the times are UTC, the same for every reader. */
function securityNotice(brand: string, notice: SecurityNotice) {
  const utc = (at: Date) => `${at.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
  switch (notice.kind) {
    case 'two-factor-on':
      return {
        subject: `Two-factor sign-in is on for your ${brand} account`,
        lines: ['Two-factor sign-in was turned on: signing in now needs a code from your app.'],
      };
    case 'two-factor-replaced':
      return {
        subject: `Your ${brand} authenticator was replaced`,
        lines: ['A new authenticator app was set up. The earlier one no longer signs you in.'],
      };
    case 'recovery-codes':
      return {
        subject: `New ${brand} recovery codes were made`,
        lines: ['Ten new recovery codes were made. The earlier ones no longer work.'],
      };
    case 'two-factor-reset':
      return {
        subject: `Two-factor sign-in was reset on your ${brand} account`,
        lines: [
          'An operator reset your two-factor sign-in from the server. Every session was signed out.',
          'Sign in with your password and set up your authenticator again on the Security page.',
        ],
      };
    case 'new-browser':
      return {
        subject: `New sign-in to your ${brand} account`,
        lines: [
          'Your account was signed in from a browser it had not used before:',
          `${notice.browser}\nAddress: ${notice.address}\nTime: ${utc(notice.at)}`,
        ],
      };
    case 'code-locked':
      return {
        subject: `Sign-in codes locked on your ${brand} account`,
        lines: [
          'Someone with your password entered 10 wrong codes in a row, so sign-in codes are locked.',
          `They open again at ${utc(notice.until)}, or now with the link below.`,
        ],
        action: { label: 'Unlock sign-in codes', url: notice.unlockUrl },
      };
  }
}

/** A short notice to the owner of a change to their sign-in, with what to do if it was not them. */
export function securityNoticeMail(
  brand: string,
  to: string,
  username: string,
  notice: SecurityNotice,
): MailMessage {
  const { subject, lines, action } = {
    action: undefined,
    ...securityNotice(brand, notice),
  };
  return render({
    brand,
    to,
    subject,
    paragraphs: [`Hi ${username},`, ...lines],
    ...(action ? { action } : {}),
    footer:
      notice.kind === 'code-locked'
        ? 'If these codes were not yours, someone has your password: change it now.'
        : NOT_YOU,
  });
}

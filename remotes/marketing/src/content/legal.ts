import type { LegalDocument } from './types';

const UPDATED = 'January 1, 2025';

/** The legal pages. The brand name comes from site configuration, so the documents
 * are built for it. Contact sections point to the contact form: the site publishes no postal
 * address. */
export function disclaimer(brand: string): LegalDocument {
  return {
    id: 'disclaimer',
    title: 'Disclaimer',
    description: `The limits of the information on the ${brand} website, its third-party tools and links, and how this disclaimer may change.`,
    updated: UPDATED,
    numbered: false,
    sections: [
      {
        heading: 'General disclaimer',
        paragraphs: [
          `The information on this website is provided by ${brand} for general information about our services. We work to keep it accurate and current, but we make no guarantees of any kind, express or implied, about its completeness, accuracy, reliability or suitability for any purpose.`,
          'Results described in our case studies and marketing materials reflect the experience of specific clients. Every business, market and budget is different, and past results do not guarantee future performance. Nothing on this website is legal, financial or tax advice.',
          'Any reliance you place on this information is strictly at your own risk. To the extent the law allows, we are not liable for any loss or damage arising from the use of this website.',
        ],
      },
      {
        heading: 'Third-party tools and links',
        paragraphs: [
          'This website may link to, embed or rely on services operated by others, such as map, analytics, advertising, review and social media platforms. We do not control those services and are not responsible for their content, availability, security or privacy practices.',
          'A link to another website is not an endorsement of it. Third-party platforms have their own terms and privacy policies, which we encourage you to read before using them.',
        ],
      },
      {
        heading: 'Modifications',
        paragraphs: [
          `${brand} may update this disclaimer, the content of this website or the services it describes at any time without notice. The date at the top of this page shows when the disclaimer last changed. Continuing to use the website after a change means you accept the updated disclaimer.`,
        ],
      },
    ],
  };
}

export function termsOfService(brand: string): LegalDocument {
  return {
    id: 'terms-of-service',
    title: 'Terms of Service',
    description: `The terms that govern the use of the ${brand} website, accounts and services.`,
    updated: UPDATED,
    numbered: true,
    sections: [
      {
        heading: 'Introduction',
        paragraphs: [
          `These Terms of Service ("Terms") govern your use of the website, accounts and services of ${brand} ("we", "us", "our"). By using the website or our services you agree to these Terms. If you do not agree, please do not use them.`,
        ],
      },
      {
        heading: 'Definitions',
        paragraphs: ['In these Terms:'],
        list: [
          '"Services" means the web design and development, digital marketing, reputation management, advertising, content, branding and consulting services we provide, and the features of this website.',
          '"User", "you" and "your" mean any person who visits the website, creates an account or buys our Services, and the business that person represents.',
          '"Account" means a registered user account on the website.',
          '"Content" means text, images, video, reviews, comments and other material.',
          '"Agreement" means a proposal, order or statement of work for paid Services that you accept.',
        ],
      },
      {
        heading: 'Eligibility',
        paragraphs: [
          'You must be at least 18 years old to create an account or buy our Services. By using them you confirm that you are 18 or older and that you have the authority to bind the business you represent.',
        ],
      },
      {
        heading: 'Account registration and security',
        paragraphs: [
          'You agree to give accurate information when you register and to keep it current. You are responsible for keeping your password confidential and for all activity under your account. Tell us at once if you believe your account has been used without your permission.',
          'We may suspend or terminate accounts that break these Terms, that are used fraudulently, or that put the security of the website or other users at risk.',
        ],
      },
      {
        heading: 'User conduct',
        paragraphs: ['When using the website or our Services you agree not to:'],
        list: [
          'break any law or the rights of others;',
          'post content that is unlawful, defamatory, harassing, misleading or that infringes intellectual property;',
          'send spam or unsolicited advertising through our forms or comments;',
          'attempt to gain unauthorized access to the website, other accounts or our systems, or disrupt them;',
          'copy, scrape or resell the website or its content without our written permission.',
        ],
      },
      {
        heading: 'Intellectual property',
        paragraphs: [
          `The website, its design, text, graphics, logos and software belong to ${brand} or its licensors and are protected by copyright and trademark law.`,
          'Once you have paid in full for a project, you own the final deliverables created specifically for you, such as your website design, logo and content, unless your Agreement states otherwise. We keep ownership of our pre-existing tools, code libraries and know-how, and may show completed work in our portfolio unless you ask us not to.',
        ],
      },
      {
        heading: 'Payment terms',
        paragraphs: [
          'Prices are listed on the website or in your Agreement. One-time fees are invoiced as stated in the Agreement; monthly packages and maintenance are billed in advance each month; packages paid over 24 months are billed monthly for the full term. Advertising budgets are paid directly to the ad platforms unless agreed otherwise.',
          'Late payments may lead us to pause work until the account is brought up to date.',
        ],
      },
      {
        heading: 'Refunds and cancellations',
        paragraphs: [
          'Monthly services may be cancelled with notice before the next billing date, except where a minimum term applies (such as the 6-month minimum of the Long-Term Brand Partnership). Website maintenance is optional and may be cancelled anytime.',
          'Work already performed and third-party costs already incurred are not refundable. Deposits for project work are refundable only before work begins.',
        ],
      },
      {
        heading: 'Limitation of liability',
        paragraphs: [
          `To the fullest extent the law allows, ${brand} is not liable for indirect, incidental, special, consequential or punitive damages, or for lost profits, revenue or data. Our total liability for any claim relating to the website or our Services is limited to the amount you paid us in the six (6) months before the event giving rise to the claim.`,
          'We do not guarantee specific rankings, review ratings, advertising results or revenue, because they depend on factors outside our control.',
        ],
      },
      {
        heading: 'Privacy',
        paragraphs: [
          'Our Privacy Policy explains what personal information we collect and how we use and protect it. By using the website you agree to that processing.',
        ],
      },
      {
        heading: 'Third-party services',
        paragraphs: [
          'Our Services may rely on third-party platforms such as hosting providers, search engines, ad networks, review sites and social media. Their use is subject to their own terms. We are not responsible for their changes, outages or decisions, such as a rejected ad or a removed review.',
        ],
      },
      {
        heading: 'Termination',
        paragraphs: [
          'You may stop using the website and close your account at any time. We may suspend or terminate your access, or stop providing Services, if you break these Terms or fail to pay amounts due. Sections that by their nature should survive termination (including intellectual property, payment, limitation of liability and governing law) continue to apply.',
        ],
      },
      {
        heading: 'Governing law and dispute resolution',
        paragraphs: [
          `These Terms are governed by the laws of the U.S. state in which ${brand} has its principal place of business, without regard to its conflict-of-law rules. Any dispute arising from these Terms or our Services will be resolved by binding arbitration in that state, on an individual basis, except that either party may bring a claim in small-claims court or seek an injunction to protect intellectual property.`,
        ],
      },
      {
        heading: 'Changes to these terms',
        paragraphs: [
          'We may change these Terms from time to time. The date at the top of this page shows the latest version. If a change is significant, we will tell account holders by email or on the website. Continuing to use the website or Services after a change means you accept the new Terms.',
        ],
      },
      {
        heading: 'Contact information',
        paragraphs: [
          'Questions about these Terms? Send us a message through our contact page and we will reply within two business days.',
        ],
        contactLink: true,
      },
      {
        heading: 'Miscellaneous',
        paragraphs: [
          'These Terms and any Agreement are the entire agreement between you and us about their subject. If a provision is found unenforceable, the rest remains in effect. Our failure to enforce a provision is not a waiver. You may not transfer your rights under these Terms without our consent; we may transfer ours as part of a merger or sale of our business.',
        ],
      },
    ],
  };
}

export function privacyPolicy(brand: string): LegalDocument {
  return {
    id: 'privacy-policy',
    title: 'Privacy Policy',
    description: `What personal information ${brand} collects, how it is used and shared, and the choices you have.`,
    updated: UPDATED,
    numbered: true,
    sections: [
      {
        heading: 'Introduction',
        paragraphs: [
          `${brand} ("we", "us") respects your privacy. This policy explains what personal information we collect through our website and services, why we collect it, and how you can control it.`,
        ],
      },
      {
        heading: 'Information we collect',
        paragraphs: ['We collect only what we need to answer you and provide our services:'],
        list: [
          'Information you give us: your name, email address and message when you contact us; your email address when you subscribe to our newsletter; your username, email address and password when you create an account; and your name, email address, phone number, résumé and cover letter when you apply for a job.',
          'Content you post, such as blog comments.',
          'Technical information, such as your browser type, pages visited and approximate location, collected through server logs and analytics.',
          "How you found our website: when you arrive, your own browser keeps a small note of the campaign tags and ad click identifier in the link you followed (such as utm_source, gclid or fbclid), the name of the website that linked to us (not the page) and the first page you opened, for the first and the latest such visit, for 90 days, in this website's local storage. No cookie and no third-party script is used for it, and nothing is sent anywhere while you browse: the note travels only with a contact message, job application or newsletter sign-up you send us, and is then kept with it. Clearing this website's data in your browser removes it.",
        ],
      },
      {
        heading: 'How we use your information',
        paragraphs: ['We use personal information to:'],
        list: [
          'reply to your questions and requests for proposals;',
          'create and secure your account, verify your email address and reset your password;',
          'send the newsletter you subscribed to (every issue has an unsubscribe option);',
          'review job applications;',
          'provide, improve and protect our website and services;',
          'meet our legal obligations.',
        ],
      },
      {
        heading: 'Sharing your information',
        paragraphs: [
          'We do not sell your personal information. We share it only with service providers who help us run the website and our business (such as hosting, email delivery and analytics providers), under contracts that require them to protect it; when the law requires us to; or as part of a merger or sale of our business.',
        ],
      },
      {
        heading: 'Data security',
        paragraphs: [
          'We protect your information with encryption in transit, hashed passwords, access controls and regular updates. No system is perfectly secure, so we cannot guarantee absolute security, but we will notify you as the law requires if a breach affects your information.',
        ],
      },
      {
        heading: 'Your rights',
        paragraphs: [
          'Depending on where you live, you may have the right to access, correct, delete or receive a copy of your personal information, and to object to or limit some uses of it. You can update your account details on your profile page, unsubscribe from the newsletter at any time, or contact us to make any other request.',
        ],
      },
      {
        heading: 'Changes to this policy',
        paragraphs: [
          'We may update this policy as our website and services change. The date at the top of this page shows the latest version, and we will highlight significant changes on the website.',
        ],
      },
      {
        heading: 'Contact us',
        paragraphs: [
          'Questions or requests about your privacy? Send us a message through our contact page and we will reply within two business days.',
        ],
        contactLink: true,
      },
    ],
  };
}

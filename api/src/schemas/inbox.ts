import { Body, Email, Text } from './common';

export const ContactBody = Body({ name: Text(100), email: Email(), message: Text(5000) });

export const NewsletterBody = Body({ email: Email() });

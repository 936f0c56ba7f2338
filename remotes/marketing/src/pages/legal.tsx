import { getSiteConfig, useDocumentMeta } from '@agency/shared-state';
import { Hero } from '../components/hero';
import { LegalDocument } from '../components/legal-document';
import { disclaimer, privacyPolicy, termsOfService } from '../content/legal';
import type { LegalDocument as LegalDocumentData } from '../content/types';

const documents: Record<LegalDocumentData['id'], (brand: string) => LegalDocumentData> = {
  disclaimer,
  'terms-of-service': termsOfService,
  'privacy-policy': privacyPolicy,
};

/** /documents/disclaimer, /documents/terms-of-service, /documents/privacy-policy. */
export default function LegalPage({ document: id }: { document: LegalDocumentData['id'] }) {
  const document = documents[id](getSiteConfig().brandName);
  useDocumentMeta({ title: document.title, description: document.description });
  return (
    <>
      <Hero compact eyebrow="Legal" title={document.title} lead={document.description} />
      <LegalDocument document={document} />
    </>
  );
}

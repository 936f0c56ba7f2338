import { useDocumentMeta } from 'shared-state';

/** Stands in for a page until this remote's issue builds it. */
export default function PlaceholderPage({ title }: { title: string }) {
  useDocumentMeta({ title });
  return (
    <section style={{ maxWidth: 'var(--content-width)', margin: '0 auto', padding: 'var(--space-7) var(--space-4)' }}>
      <h1>{title}</h1>
    </section>
  );
}

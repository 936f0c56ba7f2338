import type { RevisionDiff } from '@agency/contract';
import { fieldLabel } from '../content/revisions';
import styles from './changes-view.module.css';

/** What changed between two versions of a post: the fields, then the body word by word. */
export function ChangesView({ fields, body }: Pick<RevisionDiff, 'fields' | 'body'>) {
  const bodyChanged = body.some((part) => part.change !== 'same');
  return (
    <div className={styles.changes}>
      {fields.length > 0 ? (
        <dl className={styles.fields}>
          {fields.map((change) => (
            <div key={change.field}>
              <dt>{fieldLabel(change.field)}</dt>
              <dd>
                {change.before ? <del>{change.before}</del> : null}
                {change.before && change.after ? ' ' : null}
                {change.after ? <ins>{change.after}</ins> : null}
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
      {bodyChanged ? (
        <p className={styles.body} aria-label="Body">
          {body.map((part, index) =>
            part.change === 'added' ? (
              <ins key={index}>{part.text}</ins>
            ) : part.change === 'removed' ? (
              <del key={index}>{part.text}</del>
            ) : (
              <span key={index}>{part.text}</span>
            ),
          )}
        </p>
      ) : null}
    </div>
  );
}

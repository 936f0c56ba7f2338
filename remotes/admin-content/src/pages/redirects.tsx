import { useState, type FormEvent } from 'react';
import { useDocumentMeta } from '@agency/shared-state';
import type { Redirect } from '@agency/contract';
import { buttonClass } from '@agency/ui/button';
import { Field, TextField, inputClass } from '@agency/ui/field';
import { SubmitButton } from '@agency/ui/submit-button';
import {
  useAdminCreateRedirectMutation,
  useAdminDeleteRedirectMutation,
  useAdminGetRedirectsQuery,
} from '../api';
import { ActionMessages } from '../components/action-messages';
import { useRequiredFields } from '../hooks/use-required-fields';
import { refusal } from '../lib/refusals';
import { AdminPage } from '../components/admin-page';
import { LoadFailed } from '../components/list-state';
import { formatReceived } from '../content/inbox';
import { redirectMessages, statusLabel } from '../content/redirects';
import common from '../components/common.module.css';
import styles from './redirects.module.css';

/** The form that adds a redirect; the api's reason is shown when it refuses one. */
function AddRedirectForm({ onAdded }: { onAdded(redirect: Redirect): void }) {
  const [create, { isLoading }] = useAdminCreateRedirectMutation();
  const form = useRequiredFields({
    from: redirectMessages.fromMissing,
    to: redirectMessages.toMissing,
  });
  const [status, setStatus] = useState<301 | 302>(301);
  const { values, errors } = form;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const fields = form.check();
    if (!fields) return;
    try {
      const added = await create({ ...fields, status }).unwrap();
      form.clear();
      setStatus(301);
      onAdded(added);
    } catch (failure) {
      form.refuse(refusal(failure, redirectMessages.addFailed));
    }
  }

  return (
    <form
      className={styles.form}
      aria-labelledby="add-redirect-title"
      noValidate
      onSubmit={(event) => void submit(event)}
    >
      <h2 id="add-redirect-title" className={styles.formTitle}>
        Add a redirect
      </h2>
      <div className={styles.fields}>
        <TextField
          label="From"
          value={values.from}
          onChange={form.change('from')}
          hint={redirectMessages.fromHint}
          error={errors.from}
          autoComplete="off"
        />
        <TextField
          label="To"
          value={values.to}
          onChange={form.change('to')}
          hint={redirectMessages.toHint}
          error={errors.to}
          autoComplete="off"
        />
        <Field label="Kind">
          {(describedBy, id) => (
            <select
              id={id}
              className={inputClass}
              aria-describedby={describedBy}
              value={status}
              onChange={(event) => setStatus(event.target.value === '302' ? 302 : 301)}
            >
              <option value="301">{statusLabel(301)}</option>
              <option value="302">{statusLabel(302)}</option>
            </select>
          )}
        </Field>
      </div>
      {errors.form ? (
        <p role="alert" className={styles.error}>
          {errors.form}
        </p>
      ) : null}
      <SubmitButton className={buttonClass('primary')} busy={isLoading} busyLabel="Adding...">
        Add redirect
      </SubmitButton>
    </form>
  );
}

/** Old links that keep working: a post's earlier addresses and the owner's own redirects. */
export default function RedirectsPage() {
  useDocumentMeta({
    title: 'Redirects',
    description: "The site's redirects: old addresses that lead to the current ones.",
  });
  const list = useAdminGetRedirectsQuery();
  const [remove] = useAdminDeleteRedirectMutation();
  const [pendingId, setPendingId] = useState<string | null>(null);
  const [notice, setNotice] = useState('');
  const [actionError, setActionError] = useState<string | null>(null);

  async function deleteRedirect(redirect: Redirect) {
    if (!window.confirm(redirectMessages.confirmDelete(redirect.from))) return;
    setNotice('');
    setActionError(null);
    setPendingId(redirect.id);
    try {
      await remove(redirect.id).unwrap();
      setNotice(redirectMessages.deleted(redirect.from));
    } catch (failure) {
      setActionError(refusal(failure, redirectMessages.deleteFailed));
    } finally {
      setPendingId(null);
    }
  }

  return (
    <AdminPage
      title="Redirects"
      parent
      lead="Each visit to a path on the left goes straight to the address on the right, in one hop. When a published post's slug changes, its old address is added by itself."
    >
      <AddRedirectForm
        onAdded={(redirect) => {
          setActionError(null);
          setNotice(redirectMessages.added(redirect.from, redirect.to));
        }}
      />
      <ActionMessages notice={notice} error={actionError} spaced />

      {list.isLoading ? (
        <p role="status">{redirectMessages.loading}</p>
      ) : list.error && !list.data ? (
        <LoadFailed
          text={redirectMessages.loadFailed}
          error={list.error}
          onRetry={list.refetch}
          retrying={list.isFetching}
        />
      ) : list.data && list.data.length === 0 ? (
        <p className={common.muted}>{redirectMessages.empty}</p>
      ) : list.data ? (
        <div className={styles.tableWrap}>
          <table className={common.table} aria-busy={list.isFetching || undefined}>
            <caption className="visually-hidden">Redirects, newest first</caption>
            <thead>
              <tr>
                <th scope="col">From</th>
                <th scope="col">To</th>
                <th scope="col">Kind</th>
                <th scope="col">Made</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {list.data.map((redirect) => (
                <tr key={redirect.id}>
                  <td className={styles.path}>{redirect.from}</td>
                  <td className={styles.path}>{redirect.to}</td>
                  <td>{statusLabel(redirect.status)}</td>
                  <td>
                    {redirect.post ? `When “${redirect.post.title}” moved` : 'By hand'},{' '}
                    <time dateTime={redirect.createdAt}>{formatReceived(redirect.createdAt)}</time>
                  </td>
                  <td>
                    <button
                      type="button"
                      className={buttonClass('secondary', 'small')}
                      aria-label={`Delete the redirect from ${redirect.from}`}
                      aria-disabled={pendingId === redirect.id || undefined}
                      onClick={() => {
                        if (pendingId !== redirect.id) void deleteRedirect(redirect);
                      }}
                    >
                      {pendingId === redirect.id ? 'Deleting...' : 'Delete'}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </AdminPage>
  );
}

import { Link, paths, useDocumentMeta, useSearchParams, errorStatus } from '@agency/shared-state';
import { buttonClass } from '@agency/ui/button';
import { Notice } from '@agency/ui/notice';
import { useAccountUndoEmailChangeMutation } from '../api';
import { AuthLayout } from '../components/auth-layout';
import { messages } from '../content/messages';
import { serverDetail } from '../errors';
import { AuthForm } from './auth-form';
import styles from './auth-pages.module.css';

/** /user/undo-email-change?token=…&tenantId=…: from the mail to the old address, undoes an
 * e-mail change the owner did not ask for. It waits for a click (mail scanners open links), then
 * the account keeps its address and every session ends. */
export default function UndoEmailChangePage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const tenantId = params.get('tenantId') ?? '';
  const [undo, { data, error, isLoading }] = useAccountUndoEmailChangeMutation();
  useDocumentMeta({
    title: 'Undo an email change',
    description: 'Keep your account’s email address after a change you did not ask for.',
  });

  const validLink = token !== '' && tenantId !== '';
  return (
    <AuthLayout
      title="Undo an email change"
      intro={
        validLink && !data ? (
          <p>
            If you did not ask to change your account’s email address, undo it here: your account
            keeps this address and every session is signed out.
          </p>
        ) : undefined
      }
    >
      {!validLink && <Notice tone="error">{messages.invalidUndoLink}</Notice>}
      {data && (
        <div className={styles.result}>
          <Notice tone="success">{data.message}</Notice>
          <Link to={paths.account} className={buttonClass('primary')}>
            Sign in
          </Link>
        </div>
      )}
      {validLink && !data && (
        <>
          {error ? (
            <Notice
              tone="error"
              detail={errorStatus(error) === 400 ? serverDetail(error) : undefined}
            >
              {messages.undoFailed}
            </Notice>
          ) : null}
          <AuthForm
            onSend={() => void undo({ tenantId, token })}
            busy={isLoading}
            submit="Undo the change"
            busyLabel="Undoing..."
            post
          >
            {null}
          </AuthForm>
        </>
      )}
    </AuthLayout>
  );
}

import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest } from '../lib/http-error';
import type { AuthUser } from '../types';

export const WRONG_PASSWORD = 'Your password is incorrect.';

/**
 * One attempt of the signed-in caller to prove who they are (a password or a code), counted in
 * the login's buckets: a stolen session cannot guess freely (and each guess costs a full hash).
 */
export async function countProof(
  app: FastifyInstance,
  request: FastifyRequest,
  caller: AuthUser,
): Promise<void> {
  await app.limits.enforce(request, [
    ['loginAddress', `${request.tenant.id}|${request.ip}`],
    ['login', `${request.tenant.id}|${caller.username.toLowerCase()}|confirm`],
  ]);
}

/**
 * Checks the signed-in caller's password (a confirmation, a password change, an e-mail change);
 * 400 with `wrong` when it is missing or wrong. Each check counts as one attempt (countProof).
 */
export async function checkPassword(
  app: FastifyInstance,
  request: FastifyRequest,
  caller: AuthUser,
  password: string | undefined,
  wrong = WRONG_PASSWORD,
): Promise<void> {
  await countProof(app, request, caller);
  const user = await app.usersRepository.findById(request.tenant.id, caller.id);
  if (
    !user ||
    password === undefined ||
    !(await app.passwords.verify(password, user.password_hash))
  )
    throw badRequest(wrong);
}

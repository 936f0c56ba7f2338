// The settings of a client of an S3-compatible bucket, read from the environment: the ones the
// S3 deploy target uses (scripts/deploy-targets.mjs) and the render server's health store
// (shell/src/server/health-store.ts) when HEALTH_STORE is a bucket. CommonJS so both the .mjs
// scripts and the render server's TypeScript can require it, as preview-signature.js.

/**
 * DEPLOY_S3_ENDPOINT (not on AWS), DEPLOY_S3_REGION (else AWS_REGION, else us-east-1),
 * DEPLOY_S3_ACCESS_KEY_ID with DEPLOY_S3_SECRET_ACCESS_KEY (else the AWS credential chain),
 * DEPLOY_S3_FORCE_PATH_STYLE (`true` by default with an endpoint).
 * @param {Record<string, string | undefined>} env
 */
function s3SettingsFrom(env) {
  const endpoint = env.DEPLOY_S3_ENDPOINT || undefined;
  return {
    region: env.DEPLOY_S3_REGION || env.AWS_REGION || 'us-east-1',
    endpoint,
    forcePathStyle: env.DEPLOY_S3_FORCE_PATH_STYLE
      ? env.DEPLOY_S3_FORCE_PATH_STYLE === 'true'
      : Boolean(endpoint),
    ...(env.DEPLOY_S3_ACCESS_KEY_ID && env.DEPLOY_S3_SECRET_ACCESS_KEY
      ? {
          credentials: {
            accessKeyId: env.DEPLOY_S3_ACCESS_KEY_ID,
            secretAccessKey: env.DEPLOY_S3_SECRET_ACCESS_KEY,
          },
        }
      : {}),
  };
}

module.exports = { s3SettingsFrom };

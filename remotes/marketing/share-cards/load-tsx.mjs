// Lets a build script import the remote's TypeScript and JSX as webpack bundles it: .ts and .tsx
// compiled by swc (as jest compiles them), imports without an extension found, and a CSS Module
// read as its local class names (as jest's identity-obj-proxy does), so the markup names the
// classes of the stylesheet the card builder resolves. Node's synchronous module hooks; nothing
// is written to disk.
import { readFileSync } from 'node:fs';
import { registerHooks } from 'node:module';
import { fileURLToPath } from 'node:url';
import { transformSync } from '@swc/core';

const SOURCE = /\.(tsx?|mts)$/;
const EXTENSIONS = ['.tsx', '.ts', '/index.tsx', '/index.ts'];

registerHooks({
  resolve(specifier, context, nextResolve) {
    try {
      return nextResolve(specifier, context);
    } catch (error) {
      const fromSource = context.parentURL && SOURCE.test(context.parentURL);
      if (!fromSource || !/^\.{1,2}\//.test(specifier)) throw error;
      for (const extension of EXTENSIONS) {
        try {
          return nextResolve(`${specifier}${extension}`, context);
        } catch {
          // the next extension
        }
      }
      throw error;
    }
  },
  load(url, context, nextLoad) {
    if (url.endsWith('.module.css'))
      return {
        format: 'module',
        shortCircuit: true,
        source: 'export default new Proxy({}, { get: (_target, key) => key });',
      };
    if (url.startsWith('file:') && SOURCE.test(url)) {
      const filename = fileURLToPath(url);
      const { code } = transformSync(readFileSync(filename, 'utf8'), {
        filename,
        jsc: {
          parser: { syntax: 'typescript', tsx: filename.endsWith('x') },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
        },
        module: { type: 'es6' },
      });
      return { format: 'module', shortCircuit: true, source: code };
    }
    return nextLoad(url, context);
  },
});

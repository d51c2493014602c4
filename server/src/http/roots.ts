import { fileURLToPath } from 'node:url';
import type { StaticRoots } from './assets.ts';

/** The repository root, found from this file rather than the working directory. */
export const REPOSITORY_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** `demo/`, `dist/widget/`, `dist/desk/` and `dist/onboarding/` of this repository. */
export function defaultStaticRoots(): StaticRoots {
  return {
    demoDir: fileURLToPath(new URL('demo/', `file://${REPOSITORY_ROOT}`)),
    widgetDir: fileURLToPath(new URL('dist/widget/', `file://${REPOSITORY_ROOT}`)),
    deskDir: fileURLToPath(new URL('dist/desk/', `file://${REPOSITORY_ROOT}`)),
    onboardingDir: fileURLToPath(new URL('dist/onboarding/', `file://${REPOSITORY_ROOT}`)),
  };
}

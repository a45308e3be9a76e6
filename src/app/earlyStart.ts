import { landingPageModule } from './pageModules';

// The entry's first module: the landing page's code starts downloading now, while the rest of the
// entry is still being evaluated, instead of after it (issue 27: each step waited for the one
// before). The router's own import later finds the same module; a failure here is its to report.
landingPageModule(window.location.pathname)?.().catch(() => undefined);

// In place of Gatsby's own service-worker registration (.cache/register-service-worker.js), which
// the app bundles but runs only for a plugin implementing the `registerServiceWorker` browser API.
// None does: the site registers its worker itself (register-service-worker.ts). See webpack-config.ts.

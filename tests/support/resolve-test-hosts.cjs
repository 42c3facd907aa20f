// Preloaded (NODE_OPTIONS=--require) into commands the tests run as child processes: `.test`
// names resolve to 127.0.0.1 and every other name fails as an unknown name would, so a child
// process started by a test can never ask real DNS or reach another machine.
const dns = require('node:dns');

dns.lookup = function lookup(hostname, options, callback) {
  const done = typeof options === 'function' ? options : callback;
  const all = typeof options === 'object' && options !== null && options.all;
  process.nextTick(() => {
    if (/\.test\.?$/i.test(hostname)) {
      if (all) done(null, [{ address: '127.0.0.1', family: 4 }]);
      else done(null, '127.0.0.1', 4);
      return;
    }
    done(Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND', hostname }));
  });
};

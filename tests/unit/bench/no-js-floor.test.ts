import { withoutJavaScript } from '../../../bench/lib/no-js-floor';

describe('the no-JavaScript floor of a page', () => {
  const page = [
    '<html><head><link rel="preload" href="/app-1.js" as="script"><link rel="stylesheet" href="/a.css">',
    '<script>window.___chunkMapping={}</script></head><body>',
    '<h1>Bike Shops</h1><script src="/app-1.js" async></script>',
    '<div><noscript><img src="/static/logo.png" alt="Logo"></noscript></div>',
    '<SCRIPT type="module">\nlater()\n</SCRIPT></body></html>',
  ].join('');
  const floor = withoutJavaScript(page);

  it('has no script and no script preload left', () => {
    expect(floor).not.toMatch(/<script/i);
    expect(floor).not.toContain('as="script"');
  });

  it('shows what a browser without JavaScript shows: the text, the stylesheet and the noscript pictures', () => {
    expect(floor).toContain('<h1>Bike Shops</h1>');
    expect(floor).toContain('<link rel="stylesheet" href="/a.css">');
    expect(floor).toContain('<div><img src="/static/logo.png" alt="Logo"></div>');
  });
});

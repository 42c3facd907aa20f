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

  it('drops a script preload however its attributes are quoted: without JavaScript the browser fetches no script', () => {
    expect(withoutJavaScript(`<head><link rel=preload as=script href=/a.js><link rel='preload' as='script' href='/b.js'><title>t</title></head>`)).toBe(
      '<head><title>t</title></head>',
    );
  });
});

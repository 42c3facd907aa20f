import { checkLink, linkKey } from '../../../../src/pipeline';

describe('checkLink', () => {
  it('accepts absolute https addresses as they are', () => {
    expect(checkLink(' https://www.facebook.com/SampleShop ')).toEqual({ status: 'ok', url: 'https://www.facebook.com/SampleShop' });
    expect(checkLink('HTTPS://example.com/a?b=1#c')).toMatchObject({ status: 'ok' });
  });

  it('keeps http addresses but reports them for review', () => {
    expect(checkLink('http://example.com/')).toMatchObject({ status: 'insecure', url: 'http://example.com/' });
  });

  it('treats an empty cell as no link', () => {
    expect(checkLink('   ')).toEqual({ status: 'empty' });
  });

  it.each([
    ['javascript:alert(1)', "'javascript:'"],
    ['JavaScript:alert(1)', "'javascript:'"],
    ['data:text/html,hi', "'data:'"],
    ['mailto:someone@example.com', "'mailto:'"],
    ['/shops', 'not a full web address'],
    ['shop-page.html', 'not a full web address'],
    ['www.example.com/shop', "write the full address, e.g. 'https://www.example.com/shop'"],
    ['facebook.com/shop', 'missing https://'],
    ['https://', 'not a well-formed'],
    ['https:/example.com', 'not a well-formed'],
    ['https://exa mple.com', 'not a well-formed'],
    ['https://localhost/x', 'no valid site name'],
    ['https://10.1.2.3/shop', 'points at 10.1.2.3, a private network address, not at a public site'],
    ['https://[::1]/shop', 'points at ::1, a loopback address'],
    ['https://8.8.8.8/shop', 'bare network address (8.8.8.8) instead of a site name'],
    ['https://user:pw@example.com', 'no valid site name'],
    ['https//example.com', 'not a full web address'],
  ])("rejects '%s'", (input, reason) => {
    const result = checkLink(input);
    expect(result.status).toBe('invalid');
    if (result.status === 'invalid') expect(result.problem).toContain(reason);
  });
});

describe('linkKey', () => {
  it('treats addresses that differ only by www., case, scheme or a trailing slash as one page', () => {
    expect(linkKey('https://www.Example.com/Shop/')).toBe(linkKey('http://example.com/shop'));
  });

  it('keeps the query, which tells Facebook profile pages apart', () => {
    expect(linkKey('https://facebook.com/profile.php?id=1')).not.toBe(linkKey('https://facebook.com/profile.php?id=2'));
  });
});

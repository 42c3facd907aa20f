import { SPENT_LINK_MESSAGE, describeLinkError, fragmentParams, readEmailLink, withoutFragment } from '../../../src/auth/email-link';

describe('readEmailLink', () => {
  it('reads a recovery session from an implicit-flow fragment', () => {
    const params = fragmentParams('#access_token=eyJ.a.b&expires_at=1764003600&expires_in=3600&refresh_token=r1&token_type=bearer&type=recovery');
    expect(readEmailLink(params)).toEqual({ kind: 'session', type: 'recovery' });
  });

  it('reads the error GoTrue redirects with when a link is spent', () => {
    const params = fragmentParams('#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired');
    expect(readEmailLink(params)).toEqual({ kind: 'error', code: 'otp_expired', description: 'Email link is invalid or has expired' });
  });

  it('ignores fragments that are not auth callbacks, as supabase-js does', () => {
    expect(readEmailLink(fragmentParams(''))).toBeNull();
    expect(readEmailLink(fragmentParams('#shops'))).toBeNull();
    expect(readEmailLink(fragmentParams('#type=recovery'))).toBeNull();
    // supabase-js only treats an error as a callback when it carries a description.
    expect(readEmailLink(fragmentParams('#error=access_denied'))).toBeNull();
  });

  it('a session without a type is still a session (a magic link)', () => {
    expect(readEmailLink({ access_token: 'x', refresh_token: 'y' })).toEqual({ kind: 'session', type: null });
  });
});

describe('describeLinkError', () => {
  it('a spent or expired link gets the plain message that says what to do', () => {
    expect(describeLinkError({ kind: 'error', code: 'otp_expired', description: 'Email link is invalid or has expired' })).toBe(SPENT_LINK_MESSAGE);
    expect(describeLinkError({ kind: 'error', code: null, description: 'Token has expired or is invalid' })).toBe(SPENT_LINK_MESSAGE);
    expect(SPENT_LINK_MESSAGE).toMatch(/expired or was already used/);
  });

  it('another error shows the server\'s words, or "Something went wrong" when there are none', () => {
    expect(describeLinkError({ kind: 'error', code: 'unexpected_failure', description: 'Database error granting user' })).toBe('Database error granting user');
    expect(describeLinkError({ kind: 'error', code: 'unexpected_failure', description: null })).toBe('Something went wrong');
  });
});

describe('withoutFragment', () => {
  it('keeps the path and query, drops the fragment and its #', () => {
    expect(withoutFragment('https://padyak.example/shops?city=Antipolo#access_token=abc&type=recovery')).toBe('https://padyak.example/shops?city=Antipolo');
    expect(withoutFragment('http://127.0.0.1:9115/#')).toBe('http://127.0.0.1:9115/');
    expect(withoutFragment('http://127.0.0.1:9115/about')).toBe('http://127.0.0.1:9115/about');
  });
});

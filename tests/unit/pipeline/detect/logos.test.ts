import { checkImage, checkLogo, looksLikeImage, type FileProbe } from '../../../../src/pipeline';

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
const JPEG = Buffer.from('ffd8ffe000104a464946', 'hex');
const SVG = Buffer.from('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"></svg>');

function probeOf(files: Record<string, Buffer>): FileProbe & { asked: string[] } {
  const asked: string[] = [];
  const probe = ((relativePath: string) => {
    asked.push(relativePath);
    return files[relativePath] ?? null;
  }) as FileProbe & { asked: string[] };
  probe.asked = asked;
  return probe;
}

describe('checkLogo', () => {
  const probe = probeOf({ 'logos/giant.png': PNG, 'logos/trek.jpg': JPEG, 'logos/mark.svg': SVG, 'logos/fake.png': Buffer.from('hello') });

  it('reads a bare file name as a file in logos/, and accepts the logos/ prefix too', () => {
    expect(checkLogo('giant.png', probe)).toMatchObject({ status: 'ok', ref: { kind: 'local', file: 'logos/giant.png' } });
    expect(checkLogo('logos/giant.png', probe)).toMatchObject({ status: 'ok', ref: { kind: 'local', file: 'logos/giant.png' } });
    expect(checkLogo('trek.jpg', probe)).toMatchObject({ status: 'ok' });
  });

  it('reports an SVG logo (the build cannot show it) and asks for a PNG', () => {
    expect(checkLogo('mark.svg', probe)).toMatchObject({ status: 'problem', kind: 'not-image', problem: expect.stringMatching(/SVG drawing.*save it as PNG/) });
  });

  it('treats an empty cell as no logo', () => {
    expect(checkLogo('', probe)).toEqual({ status: 'empty' });
  });

  it('accepts a well-formed https image address without fetching it', () => {
    expect(checkLogo('https://cdn.example.com/logo.png?v=2', probe)).toMatchObject({
      status: 'ok',
      ref: { kind: 'remote', url: 'https://cdn.example.com/logo.png?v=2' },
    });
  });

  it.each([
    'https//cdn.example.com/logo.png',
    'https:/cdn.example.com/logo.png',
    'htps://cdn.example.com/logo.png',
    'www.example.com/logo.png',
    'https://cdn example.com/logo.png',
    'javascript:alert(1)',
  ])("reports '%s' as a malformed address", (input) => {
    expect(checkLogo(input, probe)).toMatchObject({ status: 'problem', kind: 'malformed' });
  });

  it.each([
    ['https://127.0.0.1/logo.png', '127.0.0.1, a loopback address'],
    ['https://192.168.1.20/logo.png', '192.168.1.20, a private network address'],
    ['https://0x7f.1/logo.png', '127.0.0.1, a loopback address'],
    ['https://169.254.169.254/latest/meta-data/', '169.254.169.254, a link-local address'],
    ['https://[fd00::5]/logo.png', 'fd00::5, a unique-local (private) address'],
  ])("says '%s' is refused for pointing at a local or private address, not that it is malformed", (input, where) => {
    const result = checkLogo(input, probe);
    expect(result).toMatchObject({ status: 'problem' });
    if (result.status !== 'problem') return;
    expect(result.problem).toContain(`points at ${where}`);
    expect(result.problem).toMatch(/never downloads images from local or private addresses/);
    expect(result.problem).not.toMatch(/well-formed/);
  });

  it('says a public IP address is a bare network address instead of a site name', () => {
    const result = checkLogo('https://8.8.8.8/logo.png', probe);
    expect(result).toMatchObject({ status: 'problem', problem: expect.stringMatching(/bare network address \(8\.8\.8\.8\) instead of a site name/) });
  });

  it('reports an http image address, which a secure page would block', () => {
    expect(checkLogo('http://example.com/logo.png', probe)).toMatchObject({ status: 'problem', kind: 'insecure' });
  });

  it('reports a local file that does not exist, naming where it was looked for', () => {
    const result = checkLogo('nowhere.png', probe);
    expect(result).toMatchObject({ status: 'problem', kind: 'missing' });
    if (result.status === 'problem') expect(result.problem).toContain('data/logos/nowhere.png');
  });

  it('reports a file that is not an image sharp can read', () => {
    expect(checkLogo('fake.png', probe)).toMatchObject({ status: 'problem', kind: 'not-image' });
  });

  it('refuses paths that leave the data folder', () => {
    expect(checkLogo('../secret.png', probe)).toMatchObject({ status: 'problem', kind: 'outside' });
    expect(checkLogo('/etc/passwd', probe)).toMatchObject({ status: 'problem', kind: 'outside' });
  });
});

describe('checkImage for posters and thumbnails', () => {
  it('reads paths relative to the data folder, with no default folder', () => {
    const probe = probeOf({ 'images/events/ride.png': PNG });
    expect(checkImage('images/events/ride.png', probe, null)).toMatchObject({ status: 'ok', ref: { kind: 'local', file: 'images/events/ride.png' } });
    expect(checkImage('ride.png', probe, null)).toMatchObject({ status: 'problem', kind: 'missing' });
    expect(probe.asked).toEqual(['images/events/ride.png', 'ride.png']);
  });
});

describe('looksLikeImage', () => {
  it('recognises image signatures and refuses text', () => {
    expect(looksLikeImage(PNG)).toBe(true);
    expect(looksLikeImage(JPEG)).toBe(true);
    expect(looksLikeImage(SVG)).toBe(true);
    expect(looksLikeImage(Buffer.from('RIFF\0\0\0\0WEBPVP8 '))).toBe(true);
    expect(looksLikeImage(Buffer.from('<html><body>not found</body></html>'))).toBe(false);
  });
});

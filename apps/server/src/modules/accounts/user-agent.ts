/**
 * A readable device name from a user agent: the browser (or client) with its major version, and
 * the operating system. A few patterns cover the browsers and systems people use; anything else is
 * "" (the page then says "unknown device"), never a guess. Order matters: Edge and Opera also say
 * "Chrome", Chrome also says "Safari", and every Android says "Linux".
 */
const BROWSERS: [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\/(\d+)/, 'Edge'],
  [/\bOPR\/(\d+)/, 'Opera'],
  [/\bSamsungBrowser\/(\d+)/, 'Samsung Internet'],
  [/\bYaBrowser\/(\d+)/, 'Yandex Browser'],
  [/\bUCBrowser\/(\d+)/, 'UC Browser'],
  [/\bMicroMessenger\/(\d+)/, 'WeChat'],
  [/\b(?:Firefox|FxiOS)\/(\d+)/, 'Firefox'],
  [/\bCriOS\/(\d+)/, 'Chrome'],
  [/\bHeadlessChrome\/(\d+)/, 'Headless Chrome'],
  [/\bChrom(?:e|ium)\/(\d+)/, 'Chrome'],
  [/\bVersion\/(\d+)(?:[.\d]*) (?:Mobile\/\S+ )?Safari\//, 'Safari'],
  [/\bokhttp\/(\d+)/, 'Android app'],
  [/\bcurl\/(\d+)/, 'curl'],
  [/\bnode-fetch|\bundici|\bnode\b/i, 'Node.js'],
  [/\bpython-requests\/(\d+)/, 'Python requests'],
];

const SYSTEMS: [RegExp, (m: RegExpExecArray) => string][] = [
  [/\bWindows Phone/, () => 'Windows Phone'],
  [/\bWindows NT 10\.0/, () => 'Windows'],
  [/\bWindows NT 6\.3/, () => 'Windows 8.1'],
  [/\bWindows NT 6\.1/, () => 'Windows 7'],
  [/\bWindows/, () => 'Windows'],
  [/\b(?:iPhone|iPod)[^)]*OS (\d+)/, (m) => `iOS ${m[1]}`],
  [/\biPad[^)]*OS (\d+)/, (m) => `iPadOS ${m[1]}`],
  [/\bAndroid (\d+)/, (m) => `Android ${m[1]}`],
  [/\bAndroid/, () => 'Android'],
  [/\bCrOS\b/, () => 'ChromeOS'],
  [/\bMac OS X/, () => 'macOS'],
  [/\bHarmonyOS/, () => 'HarmonyOS'],
  [/\bLinux/, () => 'Linux'],
];

export type TDevice = { browser: string; os: string };

export function deviceOf(userAgent: string | null): TDevice {
  const ua = (userAgent ?? '').slice(0, 512);
  let browser = '';
  for (const [pattern, name] of BROWSERS) {
    const m = pattern.exec(ua);
    if (m) {
      browser = m[1] ? `${name} ${m[1]}` : name;
      break;
    }
  }
  let os = '';
  for (const [pattern, name] of SYSTEMS) {
    const m = pattern.exec(ua);
    if (m) {
      os = name(m);
      break;
    }
  }
  return { browser, os };
}

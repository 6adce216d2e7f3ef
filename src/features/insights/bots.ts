// Known robots, by User-Agent: crawlers, link previewers, monitors, page-speed tools, headless
// browsers and HTTP libraries. Their events are not counted, nor those of a User-Agent that is not a
// browser's at all (none, "curl/8.5.0", "node"). Pure. A word per robot family, matched
// case-insensitively anywhere in the string.
const ROBOT_WORDS = [
  "bot", // Googlebot, bingbot, YandexBot, DuckDuckBot, Applebot, AhrefsBot, GPTBot, ...
  "crawl",
  "spider",
  "slurp",
  "scrap",
  "archiver",
  "facebookexternalhit",
  "facebookcatalog",
  "mediapartners-google",
  "adsbot",
  "google-read-aloud",
  "google-inspectiontool",
  "bingpreview",
  "embedly",
  "preview",
  "headlesschrome",
  "headless",
  "phantomjs",
  "puppeteer",
  "playwright",
  "selenium",
  "webdriver",
  "lighthouse",
  "pagespeed",
  "gtmetrix",
  "pingdom",
  "uptime",
  "statuscake",
  "site24x7",
  "check_http",
  "monitor",
  "curl",
  "wget",
  "httpie",
  "python-requests",
  "python-urllib",
  "python-httpx",
  "aiohttp",
  "go-http-client",
  "okhttp",
  "apache-httpclient",
  "java/",
  "libwww-perl",
  "node-fetch",
  "undici",
  "axios",
  "postmanruntime",
  "insomnia",
  "dataprovider",
  "feedfetcher",
] as const;

const ROBOT = new RegExp(ROBOT_WORDS.map((word) => word.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")).join("|"), "i");

/** Every browser people use names itself "Mozilla/5.0 (...)" (old Opera: "Opera/9.80 (...)"). */
const BROWSER_PREFIX = /^(Mozilla|Opera)\/\d/;

/** Whether `userAgent` is a known robot, or no browser at all (missing, or a library's own name). */
export function isRobot(userAgent: string | null): boolean {
  return !userAgent || !BROWSER_PREFIX.test(userAgent.trim()) || ROBOT.test(userAgent);
}

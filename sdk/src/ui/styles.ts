/**
 * Every class of the UI kit and the screens, as one string; the shell puts it in the shadow
 * root. Theme only through --mp-* custom properties (they cross the shadow boundary):
 * --mp-primary, --mp-on-primary, --mp-danger, --mp-text, --mp-muted, --mp-bg, --mp-surface,
 * --mp-border, --mp-radius, --mp-font.
 */
const P = 'var(--mp-primary,#1677ff)';
const TEXT = 'var(--mp-text,#1f2329)';
const MUTED = 'var(--mp-muted,#6b7280)';
const BG = 'var(--mp-bg,#f5f6f8)';
const SURF = 'var(--mp-surface,#fff)';
const LINE = 'var(--mp-border,#e5e7eb)';
const R = 'var(--mp-radius,8px)';
const DANGER = 'var(--mp-danger,#d92d20)';

export default `
.mp-page{min-height:100%;background:${BG};color:${TEXT};font-family:var(--mp-font,system-ui,-apple-system,"PingFang SC","Microsoft YaHei",sans-serif);font-size:15px;line-height:1.5}
.mp-page *{box-sizing:border-box}
.mp-body{padding:12px 16px 24px}
.mp-page :focus-visible{outline:2px solid ${P};outline-offset:2px}
.mp-sr-only{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
.mp-nav{position:sticky;top:0;z-index:2;display:flex;align-items:center;min-height:44px;padding:0 4px;background:var(--mp-nav-bg,${SURF});border-bottom:1px solid ${LINE}}
.mp-nav__title{flex:1;margin:0;font-size:17px;font-weight:600;text-align:center;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
.mp-nav__side{display:flex;align-items:center;min-width:72px}
.mp-nav__side--end{justify-content:flex-end}
.mp-icon-btn{display:inline-flex;align-items:center;justify-content:center;min-width:44px;min-height:44px;padding:0 8px;border:0;background:none;color:inherit;font:inherit;cursor:pointer;border-radius:${R}}
.mp-chevron{display:inline-block;width:10px;height:10px;border:solid currentColor;border-width:0 2px 2px 0;transform:rotate(-45deg)}
.mp-chevron--back{transform:rotate(135deg)}
.mp-btn{display:inline-flex;align-items:center;justify-content:center;gap:6px;min-height:44px;padding:0 16px;border:1px solid ${LINE};border-radius:${R};background:${SURF};color:${TEXT};font:inherit;font-size:16px;cursor:pointer}
.mp-btn--default{background:${SURF}}
.mp-btn--primary{background:${P};border-color:${P};color:var(--mp-on-primary,#fff)}
.mp-btn--danger{background:${DANGER};border-color:${DANGER};color:#fff}
.mp-btn--block{display:flex;width:100%}
.mp-btn--code{flex:none;min-width:112px;font-size:14px;color:${P}}
.mp-btn:disabled{opacity:.55;cursor:not-allowed}
.mp-link{border:0;background:none;padding:4px;color:${P};font:inherit;cursor:pointer;text-decoration:underline}
.mp-spin{display:inline-block;width:16px;height:16px;border:2px solid currentColor;border-right-color:transparent;border-radius:50%;animation:mp-spin .8s linear infinite}
.mp-spin--lg{width:28px;height:28px;color:${P}}
@keyframes mp-spin{to{transform:rotate(360deg)}}
@media (prefers-reduced-motion:reduce){.mp-spin{animation-duration:2.4s}}
.mp-group{margin:12px 0;background:${SURF};border-radius:${R};overflow:hidden}
.mp-cell{display:flex;align-items:center;gap:8px;width:100%;min-height:48px;padding:10px 16px;border:0;border-bottom:1px solid ${LINE};background:${SURF};color:inherit;font:inherit;text-align:left}
.mp-cell:last-child{border-bottom:0}
button.mp-cell{cursor:pointer}
.mp-cell__label{flex:1}
.mp-cell__value{color:${MUTED};text-align:right}
.mp-cell__arrow{width:8px;height:8px;border:solid ${MUTED};border-width:0 2px 2px 0;transform:rotate(-45deg)}
.mp-field{margin:0 0 14px}
.mp-field__label{display:block;margin:0 0 6px;padding:0;font-size:14px;color:${MUTED}}
.mp-field__row{display:flex;align-items:center;gap:8px}
.mp-field__input{flex:1;width:100%;min-width:0;min-height:44px;padding:10px 12px;border:1px solid ${LINE};border-radius:${R};background:${SURF};color:${TEXT};font:inherit;font-size:16px}
.mp-field__area{resize:vertical;min-height:96px}
.mp-field--invalid .mp-field__input{border-color:${DANGER}}
.mp-field__error{margin:6px 0 0;color:${DANGER};font-size:14px}
.mp-field__count{margin:4px 0 0;text-align:right;color:${MUTED};font-size:12px}
.mp-picker{display:flex;flex-wrap:wrap;gap:8px;margin:0 0 14px;padding:0;border:0}
.mp-picker__part{display:flex;flex-direction:column;flex:1;min-width:72px;font-size:12px;color:${MUTED}}
.mp-picker__unit{margin:0 0 4px}
.mp-picker__select{min-height:44px;padding:0 8px;border:1px solid ${LINE};border-radius:${R};background:${SURF};color:${TEXT};font-size:16px}
.mp-state{display:flex;flex-direction:column;align-items:center;gap:12px;padding:48px 24px;text-align:center;color:${MUTED}}
.mp-state__text{margin:0}
.mp-state__icon{width:48px;height:48px;border-radius:50%;background:${LINE}}
.mp-state__icon--error{background:${DANGER};opacity:.2}
.mp-list__items{margin:0;padding:0;list-style:none}
.mp-list__footer{padding:14px;text-align:center;color:${MUTED};font-size:14px}
.mp-mask{position:absolute;inset:0;z-index:900;display:flex;justify-content:center;background:rgba(0,0,0,.45)}
.mp-mask--bottom{align-items:flex-end}
.mp-mask--center{align-items:center;padding:24px}
.mp-mask__bg{position:absolute;inset:0;padding:0;border:0;background:none;cursor:default}
.mp-popup{position:relative;width:100%;max-width:480px;max-height:85vh;overflow:auto;padding:20px 16px;background:${SURF};color:${TEXT};outline:0}
.mp-popup--bottom{border-radius:${R} ${R} 0 0;padding-bottom:max(20px,env(safe-area-inset-bottom))}
.mp-popup--center{max-width:340px;border-radius:${R}}
.mp-popup__title{margin:0 0 8px;font-size:17px;text-align:center}
.mp-popup__body{margin:0 0 20px;color:${MUTED};text-align:center}
.mp-popup__actions{display:flex;gap:12px}
.mp-popup__actions .mp-btn{flex:1}
.mp-check{display:flex;align-items:flex-start;gap:8px;margin:4px 0 16px;font-size:14px;color:${MUTED}}
.mp-check .mp-link{padding:0 2px}
.mp-check input{width:20px;height:20px;margin:0;flex:none;accent-color:${P}}
.mp-captcha{flex:none;width:112px;height:44px;padding:0;border:1px solid ${LINE};border-radius:${R};background:${SURF};overflow:hidden;cursor:pointer}
.mp-captcha img{display:block;width:100%;height:100%;object-fit:contain}
.mp-carousel{position:relative;overflow:hidden;border-radius:${R};background:${SURF};aspect-ratio:5/2;touch-action:pan-y}
.mp-carousel__track{display:flex;height:100%;transition:transform .35s ease}
.mp-carousel__slide{flex:0 0 100%;height:100%;padding:0;border:0;background:none;cursor:pointer}
.mp-carousel__slide img{display:block;width:100%;height:100%;object-fit:cover}
.mp-carousel__dots{position:absolute;left:0;right:0;bottom:6px;display:flex;justify-content:center;gap:4px}
.mp-carousel__dot{width:8px;height:8px;padding:0;border:0;border-radius:4px;background:rgba(255,255,255,.6);cursor:pointer}
.mp-carousel__dot[aria-current=true]{width:16px;background:#fff}
.mp-grid{display:grid;grid-template-columns:repeat(4,1fr);gap:8px;margin:12px 0;padding:12px 8px;background:${SURF};border-radius:${R}}
.mp-grid__item{display:flex;flex-direction:column;align-items:center;gap:6px;min-height:72px;padding:8px 4px;border:0;background:none;color:inherit;font:inherit;font-size:13px;cursor:pointer;border-radius:${R}}
.mp-grid__icon{display:flex;align-items:center;justify-content:center;width:40px;height:40px;border-radius:50%;background:${P};color:var(--mp-on-primary,#fff);font-weight:600}
.mp-profile{display:flex;align-items:center;gap:14px;padding:20px 16px;background:${SURF};border-radius:${R}}
.mp-profile__name{margin:0;font-size:18px;font-weight:600}
.mp-profile__meta{margin:2px 0 0;color:${MUTED};font-size:14px}
.mp-avatar{display:flex;align-items:center;justify-content:center;flex:none;width:64px;height:64px;border-radius:50%;background:${P};color:var(--mp-on-primary,#fff);font-size:24px;font-weight:600;object-fit:cover;overflow:hidden}
.mp-tag{display:inline-block;padding:0 8px;border-radius:10px;background:${BG};font-size:12px;color:${MUTED}}
.mp-tag--ok{color:#067647;background:#ecfdf3}
.mp-article{padding:16px;background:${SURF};border-radius:${R};word-break:break-word}
.mp-article h2{margin:0 0 4px;font-size:18px}
.mp-article p{margin:0 0 12px}
.mp-muted{color:${MUTED};font-size:13px}
.mp-hero{padding:24px 16px;text-align:center}
.mp-hero h2{margin:0 0 8px;font-size:20px}
.mp-hero p{margin:0 0 6px}
.mp-page--full{display:flex;flex-direction:column;height:100%}
.mp-frame{display:block;flex:1;width:100%;min-height:60vh;border:0;background:${SURF}}
`;

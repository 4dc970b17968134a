// Puts text on the clipboard; true when it got there. navigator.clipboard needs a secure context
// and a user gesture, and older WebViews lack it, so this falls back to a hidden textarea and
// execCommand('copy'). Shared by every screen with a copy button (a deposit's details, a referral
// code and link).
export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    /* try the fallback */
  }
  try {
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.appendChild(area);
    area.select();
    const ok = typeof document.execCommand === 'function' && document.execCommand('copy');
    area.remove();
    return Boolean(ok);
  } catch {
    return false;
  }
}

import { defineConfig, presetWind3 } from 'unocss';

export default defineConfig({
  presets: [presetWind3()],
  shortcuts: {
    'btn-primary':
      'inline-flex items-center justify-center rounded-xl bg-sky-700 px-4 py-3 font-semibold text-white active:bg-sky-800 disabled:opacity-60',
    'btn-secondary': 'inline-flex items-center justify-center rounded-xl px-4 py-3 font-semibold text-sky-700 ring-1 ring-sky-700 active:bg-sky-50',
    input:
      'rounded-xl border border-slate-300 bg-white px-4 py-3 text-base outline-none focus:border-sky-600 focus:ring-2 focus:ring-sky-200 aria-[invalid=true]:border-red-500',
  },
});

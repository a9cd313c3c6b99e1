import { lighthouse } from './bench/lighthouse.mjs';
const app = 'http://127.0.0.1:3000';
const pages = [
  { key: 'floor', url: 'http://127.0.0.1:3100/' },
  { key: 'home', url: `${app}/sv` },
  { key: 'menu', url: `${app}/sv/shop/1/menu` },
  { key: 'article', url: `${app}/sv/shop/1/menu/Burgare/Klassiker/articles/B102` },
];
const mode = process.argv[2] ?? 'simulate';
console.log(JSON.stringify(await lighthouse(pages, Number(process.argv[3] ?? 3), { throttling: mode }), null, 1));

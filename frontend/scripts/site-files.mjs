// Writes dist/robots.txt and dist/sitemap.xml after `vite build` (package.json "build").
// The content comes from src/app/site-files.ts and the blog's article list, loaded through Vite
// so this script reads the same TypeScript the app is built from: the sitemap never drifts.
// The absolute URLs use APP_URL from the build's environment (README, Configuration).
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

const frontendDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(frontendDir, 'dist');
const inline = { root: frontendDir, configFile: false, logLevel: 'warn' };

const { module: siteFiles } = await runnerImport(join(frontendDir, 'src/app/site-files.ts'), inline);
const { module: blog } = await runnerImport(join(frontendDir, 'src/features/blog/articles.ts'), inline);

const origin = siteFiles.siteOrigin(process.env.APP_URL || 'http://localhost:3000');
writeFileSync(join(dist, 'robots.txt'), siteFiles.robotsTxt(origin));
writeFileSync(join(dist, 'sitemap.xml'), siteFiles.sitemapXml(origin, blog.blogArticles));
console.log(`site files: robots.txt and sitemap.xml (${blog.blogArticles.length} articles) for ${origin}`);

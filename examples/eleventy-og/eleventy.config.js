/* The site's source in src/, its output in _site/; the logo is copied as it is. */
export default function (eleventyConfig) {
  eleventyConfig.addPassthroughCopy({ 'src/logo.svg': 'logo.svg' });
  return { dir: { input: 'src', output: '_site' } };
}

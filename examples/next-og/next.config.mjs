/** @type {import('next').NextConfig} */
export default {
  // glyphcast loads its fonts, native modules and render workers from its own folder: Next
  // must leave it to Node rather than bundle it. This line is all an installed copy needs.
  serverExternalPackages: ['@glyphcast/core'],
  // In this repository the core is a linked workspace package, which Next bundles whatever the
  // line above says (it only leaves packages under node_modules alone): left to Node here too.
  webpack(config, { isServer }) {
    if (isServer) config.externals.push({ '@glyphcast/core': 'commonjs @glyphcast/core' });
    return config;
  },
};

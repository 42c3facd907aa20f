// In place of two plugins' browser hooks that do nothing on this site, yet put code in the bundle
// every page loads (see webpack-config.ts): Gatsby's Partytown plugin (its one hook runs in
// `gatsby develop` only) and gatsby-plugin-manifest (its hook swaps the manifest link of a
// localized manifest; the site has one manifest).

import { type CorpusSource, debian, git, npm, source } from './corpus-source.ts';

/*
 * The second measuring set (`holdout`): projects in no other role, chosen and frozen on
 * 2026-11-29 before any detector was measured on them. Three or more projects a language,
 * other owners than the test set's where one could be found (no ninenines beside Cowboy, no
 * Uniswap beside its v3). Debian packages give the patches and the coloured terminal output;
 * prose (`text`) comes from READMEs, release notes and change logs, not from lists of package
 * versions or captured program output.
 */

export const HOLDOUT_SOURCES: CorpusSource[] = [
  source('openssh', 'holdout', 'SSH-OpenSSH', debian('openssh'), ['diff']),
  source('tomcat10', 'holdout', 'Apache-2.0', debian('tomcat10'), ['diff', 'bat', 'xml']),
  source('apache2', 'holdout', 'Apache-2.0', debian('apache2'), ['diff', 'text']),
  source('ant', 'holdout', 'Apache-2.0', debian('ant'), ['diff']),
  source('bzip2', 'holdout', 'bzip2-1.0.6', debian('bzip2'), ['diff']),
  source('less', 'holdout', 'GPL-3.0-or-later OR BSD-2-Clause', debian('less'), ['diff']),
  source('nano', 'holdout', 'GPL-3.0-or-later', debian('nano'), ['diff']),
  source('sudo', 'holdout', 'ISC', debian('sudo'), ['diff']),
  source('isa-l', 'holdout', 'BSD-3-Clause', git('intel/isa-l', '8b7e3b28a2b7b816483d3f9e80162e11cebeaa70'), ['asm']),
  source(
    'x86-bare-metal',
    'holdout',
    'GPL-3.0',
    git('cirosantilli/x86-bare-metal-examples', '528ab2becc4992218ca0b7e297f3e1f1674268de'),
    ['asm', 'make'],
  ),
  source(
    'blake3',
    'holdout',
    'Apache-2.0 OR CC0-1.0',
    git('BLAKE3-team/BLAKE3', '77b257eee7da5cd608eaf6be8343d3a4c9776af2'),
    ['asm'],
  ),
  source(
    'astro-cactus',
    'holdout',
    'MIT',
    git('chrismwilliams/astro-theme-cactus', '7b6281c1e98a8a31b5868e2f4bf8f868504e7bf8'),
    ['astro'],
  ),
  source('astro', 'holdout', 'MIT', git('withastro/astro', '99d3d3dbbfa4fd7b128a056337f1a719437a7377'), ['astro']),
  source('skeleton', 'holdout', 'MIT', git('skeletonlabs/skeleton', 'd7ce9208d2fcae318552d60fc39d38ed1b23213f'), [
    'astro',
    'svelte',
    'css',
  ]),
  source('batch-scripts', 'holdout', 'MIT', git('npocmaka/batch.scripts', '00a8ab0fe4f4e98e526dfa6a70382b80e4e22831'), [
    'bat',
  ]),
  source('imgui', 'holdout', 'MIT', git('ocornut/imgui', '46d39d56febc2a00bdd2270dc88c8a13f2a0441a'), [
    'bat',
    'cpp',
    'make',
  ]),
  source('jq', 'holdout', 'MIT', git('jqlang/jq', '579e6f76cffd7643ba4002a2c3618a5ea710589a'), ['c'], { headers: 'c' }),
  source('htop', 'holdout', 'GPL-2.0', git('htop-dev/htop', '1a4504c0c6a74ecd7f2eb1c17c22750c55f555ff'), ['c', 'ini'], {
    headers: 'c',
  }),
  source(
    'xfce4-panel',
    'holdout',
    'GPL-2.0',
    git('xfce-mirror/xfce4-panel', '86aae8125073226fb052f2aae336c6a518ad885a'),
    ['c'],
    { headers: 'c' },
  ),
  source('datascript', 'holdout', 'EPL-1.0', git('tonsky/datascript', '100ab864f55e056df5837e77d44dfd0f8a447983'), [
    'clojure',
  ]),
  source('babashka', 'holdout', 'EPL-1.0', git('babashka/babashka', 'e30bea13e264bb05d20a2c1803fb3f0ed4b81693'), [
    'clojure',
  ]),
  source('http-kit', 'holdout', 'Apache-2.0', git('http-kit/http-kit', '6475a353178205213814a458dd6b767160b41268'), [
    'clojure',
    'java',
  ]),
  source('fortran-stdlib', 'holdout', 'MIT', git('fortran-lang/stdlib', '9a15c7772f1a76a6c497b9f3abb793841fc81f74'), [
    'cmake',
    'fortran-free-form',
  ]),
  source(
    'taskflow',
    'holdout',
    'MIT',
    git('taskflow/taskflow', '83f90a279aaab33fd4ce1deed00ca07819cbc8f8'),
    ['cmake', 'cpp', 'make'],
    { headers: 'cpp' },
  ),
  source(
    'rapidjson',
    'holdout',
    'MIT',
    git('Tencent/rapidjson', '24b5e7a8b27f42fa16b96fc70aade9106cf7102f'),
    ['cmake', 'cpp'],
    { headers: 'cpp', exclude: /(?:^|\/)bin\/jsonchecker\// },
  ),
  source(
    'swift-argument-parser',
    'holdout',
    'Apache-2.0',
    git('apple/swift-argument-parser', '2f77f2fccb6e84fecff338c37b199e33e7dfd119'),
    ['cmake', 'swift'],
  ),
  source('gsl', 'holdout', 'MIT', git('microsoft/GSL', 'ea559a35613a5bbf6889729c4a870c5196acdc4a'), ['cpp'], {
    headers: 'cpp',
  }),
  source('invidious', 'holdout', 'AGPL-3.0', git('iv-org/invidious', 'eff609d0cdbd3b7ef7114afee9ba8e6eaa30cd8d'), [
    'crystal',
  ]),
  source('athena', 'holdout', 'MIT', git('athena-framework/athena', 'b125dbb677243dd008dff84cc6767963b79bad0a'), [
    'crystal',
  ]),
  source('mint', 'holdout', 'BSD-3-Clause', git('mint-lang/mint', '56234373edd2ab7067acf38f0154f43490643290'), [
    'crystal',
  ]),
  source('crystal', 'holdout', 'Apache-2.0', git('crystal-lang/crystal', '3fe7241e32f80692aa875fde52c631e70882e402'), [
    'crystal',
  ]),
  source('automapper', 'holdout', 'MIT', git('AutoMapper/AutoMapper', '4b9633f60ee386cf0efc69b967e04fa28405cf3e'), [
    'csharp',
  ]),
  source('mediatr', 'holdout', 'Apache-2.0', git('jbogard/MediatR', '8a64581e2570e7410c5f44835d9ea112beccbe6b'), [
    'csharp',
  ]),
  source(
    'fluentvalidation',
    'holdout',
    'Apache-2.0',
    git('FluentValidation/FluentValidation', 'ea299fe59719950018fa240dab86da414190d7f4'),
    ['csharp'],
  ),
  source(
    'mdn-learning-area',
    'holdout',
    'CC0-1.0',
    git('mdn/learning-area', 'ca1ff0bd06e12b96a6742ffdf040bb22966e5a5e'),
    ['css', 'html'],
  ),
  source('tanstack-table', 'holdout', 'MIT', git('TanStack/table', 'd3000515c7172dc456665fe32ba671132a9d9280'), [
    'css',
    'vue',
  ]),
  source('radix-primitives', 'holdout', 'MIT', git('radix-ui/primitives', 'f7ecd5ab16f5e1e820eb5786a1419a98a2d594ae'), [
    'css',
    'json',
    'tsx',
  ]),
  source('dart-args', 'holdout', 'BSD-3-Clause', git('dart-lang/args', '7a2dfb528768f0a2e5680f711dbfb948f1d6c255'), [
    'dart',
  ]),
  source(
    'dart-collection',
    'holdout',
    'BSD-3-Clause',
    git('dart-lang/collection', '96afcc2fce622ea7e75053af5b73f8db07491bc4'),
    ['dart'],
  ),
  source('freezed', 'holdout', 'MIT', git('rrousselGit/freezed', '5616e1ee1710a3e6ed7a552911ae0ef573db813e'), ['dart']),
  source(
    'flutter-samples',
    'holdout',
    'BSD-3-Clause',
    git('flutter/samples', '978919bde51385c9524fe46d6b51f3b161d80486'),
    ['dart'],
  ),
  source(
    'jessfraz-dockerfiles',
    'holdout',
    'MIT',
    git('jessfraz/dockerfiles', '8ff991327fd1c68369c2fb576215d0eabffca0e1'),
    ['docker'],
  ),
  source(
    'tianon-dockerfiles',
    'holdout',
    'MIT',
    git('tianon/dockerfiles', 'f46ff6460aa003e02b085155eab8f1ced3be3917'),
    ['docker'],
  ),
  source('docker-node', 'holdout', 'MIT', git('nodejs/docker-node', 'f27d936f7d7ccdeec25cd2de33584c1a841f561d'), [
    'docker',
    'shellscript',
  ]),
  source('absinthe', 'holdout', 'MIT', git('absinthe-graphql/absinthe', 'd4c66faa9e642e4ad2b9b32ff12c0ef9b2a504ff'), [
    'elixir',
    'markdown',
  ]),
  source('plug', 'holdout', 'Apache-2.0', git('elixir-plug/plug', 'a898c454a04ca5ffad306bd751a15c7ac9ff6927'), [
    'elixir',
  ]),
  source(
    'phoenix-live-view',
    'holdout',
    'MIT',
    git('phoenixframework/phoenix_live_view', 'd7f327cda0a1c2eb979357889fa612ceada70258'),
    ['elixir'],
  ),
  source('elm-css', 'holdout', 'BSD-3-Clause', git('rtfeldman/elm-css', '551376deabbfa50eec40a0a735941b4edf7ea592'), [
    'elm',
  ]),
  source(
    'elm-review',
    'holdout',
    'BSD-3-Clause',
    git('jfmengels/elm-review', '19dcbbc0609909de9f8c9e709f76daa9ba9f806d'),
    ['elm'],
  ),
  source(
    'elm-visualization',
    'holdout',
    'MIT',
    git('gampleman/elm-visualization', '9a582729d7fc66a9ee70366535ef59dd5a3b8dd1'),
    ['elm'],
  ),
  source(
    'elm-test',
    'holdout',
    'BSD-3-Clause',
    git('elm-explorations/test', '2622956d2a9e2eb3b3d9fb31c59551e9f6bb64c3'),
    ['elm'],
  ),
  source(
    'company-mode',
    'holdout',
    'GPL-3.0',
    git('company-mode/company-mode', '1cc907ac9e46ae4209eb5a341131787e0c678406'),
    ['emacs-lisp'],
  ),
  source('evil', 'holdout', 'GPL-3.0', git('emacs-evil/evil', '3b678a221ee99cc6a95b01d7a3129ce5efc4c3da'), [
    'emacs-lisp',
  ]),
  source('helm', 'holdout', 'GPL-3.0', git('emacs-helm/helm', 'a1b40f38d653d2a6ae48eb64d90818b0fcb386e5'), [
    'emacs-lisp',
  ]),
  source('org-roam', 'holdout', 'GPL-3.0', git('org-roam/org-roam', '903bd4ec56d29247990d005ed9052c201e18b812'), [
    'emacs-lisp',
  ]),
  source('gproc', 'holdout', 'Apache-2.0', git('uwiger/gproc', '517e26d6a93af1b8335e8f3e282e4f19d184fe14'), ['erlang']),
  source('hackney', 'holdout', 'Apache-2.0', git('benoitc/hackney', '9928f3ccfcd378c89df22cf88d00e3610c62ea46'), [
    'erlang',
  ]),
  source('vernemq', 'holdout', 'Apache-2.0', git('vernemq/vernemq', '90ebd3e634ba575e4834541b39d501f93ee66508'), [
    'erlang',
  ]),
  source(
    'neural-fortran',
    'holdout',
    'MIT',
    git('modern-fortran/neural-fortran', '91819e3c93db58707842c017f40d2329f844ac98'),
    ['fortran-free-form'],
  ),
  source(
    'bspline-fortran',
    'holdout',
    'BSD-3-Clause',
    git('jacobwilliams/bspline-fortran', '504ac35a90ff1391d1932f6b2ffb41b55936fac4'),
    ['fortran-free-form'],
  ),
  source('paket', 'holdout', 'MIT', git('fsprojects/Paket', '3b63da856fa6d6f441d43b9dc2aa64e6ad10fe62'), [
    'fsharp',
    'json',
    'markdown',
  ]),
  source('fable', 'holdout', 'MIT', git('fable-compiler/Fable', 'caad0f76a563616842358aaa7bbae4124bb23d26'), [
    'fsharp',
  ]),
  source(
    'avalonia-funcui',
    'holdout',
    'MIT',
    git('fsprojects/Avalonia.FuncUI', 'afd6b2783f106a2258eeaf3408467fe93eb134d7'),
    ['fsharp'],
  ),
  source('mist', 'holdout', 'Apache-2.0', git('rawhat/mist', '7e247f75c67214dd4d9b83193379594b5d8c87ba'), ['gleam']),
  source('glisten', 'holdout', 'Apache-2.0', git('rawhat/glisten', '930b772c98958ac4a4d139da5ce9b48b74887016'), [
    'gleam',
  ]),
  source(
    'squirrel',
    'holdout',
    'Apache-2.0',
    git('giacomocavalieri/squirrel', 'af8f21b7e97cf611a067bd3cf19489e409d12a59'),
    ['gleam'],
  ),
  source('gin', 'holdout', 'MIT', git('gin-gonic/gin', 'dcaa4296d111981ffb31ac3eba90bb63e1eb5ab9'), ['go']),
  source('logrus', 'holdout', 'MIT', git('sirupsen/logrus', '87434bb3a736e2a27d34df66924471714f408d3d'), ['go']),
  source('viper', 'holdout', 'MIT', git('spf13/viper', '528f7416c4b56a4948673984b190bf8713f0c3c4'), ['go']),
  source(
    'apollo-kotlin',
    'holdout',
    'MIT',
    git('apollographql/apollo-kotlin', '1a3105c79d907701a9408d3f5fe57fe2023fcfa6'),
    ['graphql', 'xml'],
  ),
  source('cosmo', 'holdout', 'Apache-2.0', git('wundergraph/cosmo', '6e0a147f4d2ec387cddc06b45b97814b940fe40b'), [
    'graphql',
    'yaml',
  ]),
  source('neo4j-graphql', 'holdout', 'Apache-2.0', git('neo4j/graphql', 'd52cfbdadc3441e453d59b52bb901da44f3cd6af'), [
    'graphql',
    'markdown',
  ]),
  source(
    'graphql-dotnet',
    'holdout',
    'MIT',
    git('graphql-dotnet/graphql-dotnet', '2678fb3858db47c7a812e64c00f656a8c4a7db90'),
    ['graphql'],
  ),
  source('nextflow', 'holdout', 'Apache-2.0', git('nextflow-io/nextflow', '2aad02f65758dd5d0fb0b1c74786ad52f9d06f1a'), [
    'groovy',
  ]),
  source(
    'job-dsl',
    'holdout',
    'Apache-2.0',
    git('jenkinsci/job-dsl-plugin', 'aac2bedf678c7a59de17693f4e50d5a5db7cde5f'),
    ['groovy'],
  ),
  source(
    'grails-core',
    'holdout',
    'Apache-2.0',
    git('grails/grails-core', '330054f1a11807a8065cbe267d3623a1c15d0fba'),
    ['groovy'],
  ),
  source('shellcheck', 'holdout', 'GPL-3.0', git('koalaman/shellcheck', '764802b7c023e9fdc191c12f57c418f186ad76ae'), [
    'haskell',
  ]),
  source('postgrest', 'holdout', 'MIT', git('PostgREST/postgrest', '4834678902681402a56c490f29947826e7ed5308'), [
    'haskell',
  ]),
  source(
    'haskell-containers',
    'holdout',
    'BSD-3-Clause',
    git('haskell/containers', '85a1ab5ee1be91d712ddaf2e61a4b0bce5b7ab1e'),
    ['haskell'],
  ),
  source('materialize', 'holdout', 'MIT', git('Dogfalo/materialize', '824e78248b3de81e383445e76ffb04cc3264fe7d'), [
    'html',
    'scss',
  ]),
  source('jekyll', 'holdout', 'MIT', git('jekyll/jekyll', '202df571314ba1d18e9fccd81d12aaad4a703c38'), [
    'html',
    'ruby',
    'markdown',
  ]),
  source('flask', 'holdout', 'BSD-3-Clause', git('pallets/flask', '2ac89889f4cc330eabd50f295dcef02828522c69'), [
    'html',
    'python',
    'markdown',
  ]),
  source('buildroot', 'holdout', 'GPL-2.0', git('buildroot/buildroot', 'e991fa071605a78c17adba2ed26e07c3b8c95583'), [
    'ini',
    'make',
    'text',
  ]),
  source(
    'termux-packages',
    'holdout',
    'Apache-2.0',
    git('termux/termux-packages', '58b520594cf2a620f719f01840c812e4e58cd0c8'),
    ['ini', 'shellscript'],
  ),
  source('pytest', 'holdout', 'MIT', git('pytest-dev/pytest', 'df87db7b0462fb764ef73fa00561adf8ad047572'), [
    'ini',
    'python',
  ]),
  source('requests', 'holdout', 'Apache-2.0', git('psf/requests', '1f6589ec3a1ee910f9a65cc3ceac60b26677bc0e'), [
    'ini',
    'python',
  ]),
  source('gson', 'holdout', 'Apache-2.0', git('google/gson', '9835b6f90192f79cdf5300c528fc6212455fb6c1'), ['java']),
  source(
    'commons-lang',
    'holdout',
    'Apache-2.0',
    git('apache/commons-lang', 'd15939ef46f0bd4144994df8be95cf5a7f91eb52'),
    ['java', 'xml', 'text'],
  ),
  source(
    'spring-petclinic',
    'holdout',
    'Apache-2.0',
    git('spring-projects/spring-petclinic', 'edf4db28affcc4741c79850a3d95bc3f177b5ff9'),
    ['java'],
  ),
  source('sveltekit', 'holdout', 'MIT', git('sveltejs/kit', 'aa810a04146b98b77592f7b384347140d29ff599'), [
    'javascript',
    'svelte',
  ]),
  source('vue-docs', 'holdout', 'MIT', git('vuejs/docs', '01e098a967951ea92d09b100b8e7d82c7a3369a2'), [
    'javascript',
    'vue',
  ]),
  source('uikit', 'holdout', 'MIT', git('uikit/uikit', '9f0b35d4484e9736eadd903968c443dfb42873c6'), [
    'javascript',
    'scss',
  ]),
  source('sqlc', 'holdout', 'MIT', git('sqlc-dev/sqlc', '99a7d7d0c7b913ded6a60a9d038ece99dcdf7892'), ['json', 'sql']),
  source(
    'googleapis',
    'holdout',
    'Apache-2.0',
    git('googleapis/googleapis', 'f8291d2b89f0017ab078a4c7378069bae5686f6f'),
    ['json', 'proto', 'yaml'],
  ),
  source('json-jl', 'holdout', 'MIT', git('JuliaIO/JSON.jl', 'c59e2cc682db1155bafb1221c41fd523bdf3f10a'), ['julia']),
  source('graphs-jl', 'holdout', 'MIT', git('JuliaGraphs/Graphs.jl', '356aa7213c036aa18c00d8a22ed620229b89fd7a'), [
    'julia',
    'markdown',
  ]),
  source(
    'ordinarydiffeq-jl',
    'holdout',
    'MIT',
    git('SciML/OrdinaryDiffEq.jl', 'b211787f7b18d3c5391121bd8c9e2d5fee54efee'),
    ['julia', 'toml'],
  ),
  source('ktor', 'holdout', 'Apache-2.0', git('ktorio/ktor', 'ef92e5537d7465961f1b3f2b21e217fc35bcfa1f'), ['kotlin']),
  source(
    'kotlinx-serialization',
    'holdout',
    'Apache-2.0',
    git('Kotlin/kotlinx.serialization', '370c4e3780066b82f746cf38e4733cbe62c94f74'),
    ['kotlin'],
  ),
  source('exposed', 'holdout', 'Apache-2.0', git('JetBrains/Exposed', '1be664715fc581cda0ec6141b2914908dabe184e'), [
    'kotlin',
    'xml',
  ]),
  source(
    'telescope-nvim',
    'holdout',
    'MIT',
    git('nvim-telescope/telescope.nvim', '7d324792b7943e4aa16ad007212e6acc6f9fe335'),
    ['lua'],
  ),
  source('penlight', 'holdout', 'MIT', git('lunarmodules/Penlight', 'c317508c90cb384da22e79f6bd405eb4e406fc79'), [
    'lua',
  ]),
  source('nvim-cmp', 'holdout', 'MIT', git('hrsh7th/nvim-cmp', 'a1d504892f2bc56c2e79b65c6faded2fd21f3eca'), ['lua']),
  source('platyps', 'holdout', 'MIT', git('PowerShell/platyPS', 'dbdf51aa51f55236f24cc616ca36aa9107966ef1'), [
    'markdown',
    'powershell',
  ]),
  source(
    'robotics-toolbox',
    'holdout',
    'LGPL-2.1',
    git('petercorke/robotics-toolbox-matlab', 'bd7a9d75176c660f43fc799b24d838f70b02250c'),
    ['matlab'],
    { extensions: { m: 'matlab' } },
  ),
  source(
    'optimtraj',
    'holdout',
    'MIT',
    git('MatthewPeterKelly/OptimTraj', '27bcf50697a0a8ec95fbe729b418d0fd72b66f3b'),
    ['matlab'],
    { extensions: { m: 'matlab' } },
  ),
  source(
    'mexopencv',
    'holdout',
    'BSD-3-Clause',
    git('kyamagu/mexopencv', 'd29007b2a484d0fd92e6e941dc5fd4750014fa6a'),
    ['matlab'],
    { extensions: { m: 'matlab' } },
  ),
  source('jester', 'holdout', 'MIT', git('dom96/jester', 'ac9b8541dce64feff9b53b700cab8496c1816651'), ['nim']),
  source('jsony', 'holdout', 'MIT', git('treeform/jsony', 'c081acd7f6af1ecadfca6ccba633a339cc6c80cd'), ['nim']),
  source('cligen', 'holdout', 'ISC', git('c-blake/cligen', 'e383482da16ca800258bb9187dd1d3a79488ecc9'), ['nim']),
  source('nimforum', 'holdout', 'MIT', git('nim-lang/nimforum', '5c1eb8fbbec379d8da8d1f3c8168e7c3e3a74c76'), ['nim']),
  source('sops-nix', 'holdout', 'MIT', git('Mic92/sops-nix', '56b24064fdcaedca53553b1a6d607fd23b613a24'), ['nix']),
  source('flake-parts', 'holdout', 'MIT', git('hercules-ci/flake-parts', '427bf4bd9435fdf21321c8cc628c24efc14c0f7a'), [
    'nix',
  ]),
  source('nixvim', 'holdout', 'MIT', git('nix-community/nixvim', 'bd46166bd8308861cd36984a52ed5d25522d0ba8'), ['nix']),
  source('deploy-rs', 'holdout', 'MPL-2.0', git('serokell/deploy-rs', 'd5eff7f948535b9c723d60cd8239f8f11ddc90fa'), [
    'nix',
  ]),
  source(
    'afnetworking',
    'holdout',
    'MIT',
    git('AFNetworking/AFNetworking', 'd9f589cc2c1fe9d55eb5eea00558010afea7a41e'),
    ['objective-c'],
    { headers: 'objective-c' },
  ),
  source(
    'sdwebimage',
    'holdout',
    'MIT',
    git('SDWebImage/SDWebImage', '36e79ba485e9bb4d3cd4e3318908866dac5e7b51'),
    ['objective-c'],
    { headers: 'objective-c' },
  ),
  source(
    'cocoalumberjack',
    'holdout',
    'BSD-3-Clause',
    git('CocoaLumberjack/CocoaLumberjack', '44f4f2669d026430b3335e9c23fb83c5ad00f2e7'),
    ['objective-c'],
    { headers: 'objective-c' },
  ),
  source('janestreet-base', 'holdout', 'MIT', git('janestreet/base', '14b656e5a4501f8ce08e6559511ee110f6283f81'), [
    'ocaml',
  ]),
  source('cohttp', 'holdout', 'ISC', git('mirage/ocaml-cohttp', '7b77cc7f18778967cbe3f64742290f268782fb7d'), ['ocaml']),
  source('ppxlib', 'holdout', 'MIT', git('ocaml-ppx/ppxlib', '06cb2ad3e41538344363e72804fbe551ea85ae9b'), ['ocaml']),
  source('doublecmd', 'holdout', 'GPL-2.0', git('doublecmd/doublecmd', 'c7bac62ed1019e7ebb063e55abc2e49c2ad6e1bd'), [
    'pascal',
    'text',
  ]),
  source('skia4delphi', 'holdout', 'MIT', git('skia4delphi/skia4delphi', '8e7e55212b0af65698bca00ee3b2961caf229f04'), [
    'pascal',
  ]),
  source('mars-rest', 'holdout', 'MPL-2.0', git('andrea-magni/MARS', '7e81b3a22e3fcbad1502fd5846e05b9bf3be4ef4'), [
    'pascal',
  ]),
  source(
    'dancer2',
    'holdout',
    'Artistic-1.0-Perl OR GPL-1.0-or-later',
    git('PerlDancer/Dancer2', '21bc21d9456edb5acc36e7d3a7f9443b23abac71'),
    ['perl'],
  ),
  source(
    'libwww-perl',
    'holdout',
    'Artistic-1.0-Perl OR GPL-1.0-or-later',
    git('libwww-perl/libwww-perl', '65c6384c3d9e8a4f88a7fbe84307895dc78ccceb'),
    ['perl'],
  ),
  source(
    'perl-critic',
    'holdout',
    'Artistic-1.0-Perl OR GPL-1.0-or-later',
    git('Perl-Critic/Perl-Critic', 'c437d557ec903c99c5114bac738a484dfedb1f9f'),
    ['perl'],
  ),
  source('symfony-console', 'holdout', 'MIT', git('symfony/console', '6b099f3306f7c9c2d2786ed736d0026b2903205f'), [
    'php',
  ]),
  source('phpmailer', 'holdout', 'LGPL-2.1', git('PHPMailer/PHPMailer', '4a489474e7ef8bbf03c1cb219d8939ea76a7fb40'), [
    'php',
  ]),
  source('doctrine-dbal', 'holdout', 'MIT', git('doctrine/dbal', 'afcd62473459a3eab92c684ed60d5c4bf42c6164'), ['php']),
  source('pester', 'holdout', 'Apache-2.0', git('pester/Pester', 'ec8ca45bc782a055cf3c87bdb60a497f5a77536f'), [
    'powershell',
  ]),
  source('posh-git', 'holdout', 'MIT', git('dahlbyk/posh-git', 'bbc5ac380018239e0ac70411a59f4e367ca87f2d'), [
    'powershell',
  ]),
  source('prisma', 'holdout', 'Apache-2.0', git('prisma/prisma', '9b75b95503c2f8fdfc75319e5b158912e11aae81'), [
    'prisma',
    'typescript',
  ]),
  source('dub', 'holdout', 'AGPL-3.0', git('dubinc/dub', '1de955f782a72e1eff7b201ae54a909d5ceb5722'), [
    'prisma',
    'tsx',
  ]),
  source('pothos', 'holdout', 'ISC', git('hayes/pothos', '73cf601de7ae63e48a9bea077a1a9e8914775a18'), ['prisma']),
  source('istio-api', 'holdout', 'Apache-2.0', git('istio/api', 'b8f8791d9653b2edc77a071d48887e582cfe84bf'), [
    'proto',
    'yaml',
  ]),
  source('xds', 'holdout', 'Apache-2.0', git('cncf/xds', '5cf4b19495289a9e992ce5e2c3ffb08f2cf387be'), ['proto']),
  source('buf', 'holdout', 'Apache-2.0', git('bufbuild/buf', 'c9a5b2656599d7311a77d45880c250273b02de6d'), [
    'proto',
    'yaml',
  ]),
  source('httpx', 'holdout', 'BSD-3-Clause', git('encode/httpx', 'ae1b9f66238f75ced3ced5e4485408435de10768'), [
    'python',
  ]),
  source('shiny', 'holdout', 'MIT', git('rstudio/shiny', 'd19095f4b3dd2b699406db2693c487fb38bd2d4a'), ['r']),
  source('data-table', 'holdout', 'MPL-2.0', git('Rdatatable/data.table', 'fd3a72de472bb5a7db0beaf26051910a700bbed9'), [
    'r',
  ]),
  source('mlr3', 'holdout', 'LGPL-3.0', git('mlr-org/mlr3', 'c5f8cd7010fb5857a23255789b9376d5620c6bcb'), ['r']),
  source('rack', 'holdout', 'MIT', git('rack/rack', '8bf4eb078498edc9105fb04add80d89c5340e60b'), ['ruby']),
  source('rspec-core', 'holdout', 'MIT', git('rspec/rspec-core', 'aec5f49485d97908183dbe790a7fefb8baaa8091'), ['ruby']),
  source('fd', 'holdout', 'MIT OR Apache-2.0', git('sharkdp/fd', 'ee20f426ddf338ac7ead5c5f00ea49258005caaf'), ['rust']),
  source(
    'rust-regex',
    'holdout',
    'MIT OR Apache-2.0',
    git('rust-lang/regex', '2b527599eb9eea0dcc288c704584f242f26a5c61'),
    ['rust', 'toml'],
  ),
  source('tracing', 'holdout', 'MIT', git('tokio-rs/tracing', 'f40ccdaa03cf114c7ee1ef14949207626bf6be57'), [
    'rust',
    'toml',
  ]),
  source('cats', 'holdout', 'MIT', git('typelevel/cats', '7f2dce5162074c0a0ebc597b89b6cd25e5fe0536'), ['scala']),
  source('scalafmt', 'holdout', 'Apache-2.0', git('scalameta/scalafmt', 'b02c1a0dc0dd047b66a10c165342d85ce601be73'), [
    'scala',
  ]),
  source('sbt', 'holdout', 'Apache-2.0', git('sbt/sbt', '0c00dbaf4bd1b1fa6075bfefd99947b454785b00'), ['scala']),
  source('bourbon', 'holdout', 'MIT', git('thoughtbot/bourbon', '1cd55ce9c0f1785ddecc617b3ba6a40a0c61b7b8'), ['scss']),
  source('excalidraw', 'holdout', 'MIT', git('excalidraw/excalidraw', '4872083c044491b6d5c96ae134a75464f96d6831'), [
    'scss',
    'tsx',
    'typescript',
  ]),
  source('acme-sh', 'holdout', 'GPL-3.0', git('acmesh-official/acme.sh', 'd60c75b4e30a26addd8b9d0bfdeeed39c84ed51e'), [
    'shellscript',
  ]),
  source(
    'timescaledb',
    'holdout',
    'Apache-2.0',
    git('timescale/timescaledb', '4bf70ffa9b3b7f190139536c0482a300e52cd44a'),
    ['sql'],
    { exclude: /(?:^|\/)tsl\// },
  ),
  source('citus', 'holdout', 'AGPL-3.0', git('citusdata/citus', 'a3d5708a6ae8bc8ed7129f8256b4585c01b917f3'), ['sql']),
  source(
    'shadcn-svelte',
    'holdout',
    'MIT',
    git('huntabyte/shadcn-svelte', 'bf4f461d88526359d0e96e1950f637912bbeebe7'),
    ['svelte'],
  ),
  source('kingfisher', 'holdout', 'MIT', git('onevcat/Kingfisher', '410984bf301f4fa224fe56277b3f8672cc465c79'), [
    'swift',
  ]),
  source('snapkit', 'holdout', 'MIT', git('SnapKit/SnapKit', '2842e6e84e82eb9a8dac0100ca90d9444b0307f4'), ['swift']),
  source(
    'github-runner',
    'holdout',
    'MIT',
    git('philips-labs/terraform-aws-github-runner', '3355ae029d598d7baf096eebafd19bfd5429bbaa'),
    ['terraform'],
  ),
  source(
    'terraform-guides',
    'holdout',
    'MPL-2.0',
    git('hashicorp/terraform-guides', '38d077a6da77fffe5f8469e992fe79a852339871'),
    ['terraform'],
  ),
  source(
    'futurice-terraform',
    'holdout',
    'MIT',
    git('futurice/terraform-examples', 'c191f7bcb0fa786b68c7b3904b6f3bbb90881fc6'),
    ['terraform'],
  ),
  source('azure-terraform', 'holdout', 'MIT', git('Azure/terraform', 'c710dcd10c302e28e0914641a471d74be57bd2ed'), [
    'terraform',
  ]),
  source('chakra-ui', 'holdout', 'MIT', git('chakra-ui/chakra-ui', '5b7600870a5187b2ae15be2c976382e771e9d623'), [
    'tsx',
  ]),
  source('typeorm', 'holdout', 'MIT', git('typeorm/typeorm', '281bfba42a5813b106bcf5ba79bc7f7251bd1e73'), [
    'typescript',
  ]),
  source('date-fns', 'holdout', 'MIT', git('date-fns/date-fns', 'dd66398305c2b015fba3c1b3d31ccff42ee8d4cf'), [
    'typescript',
  ]),
  source('seleniumvba', 'holdout', 'MIT', git('GCuser99/SeleniumVBA', 'bff4adb888640d47f8813181e6c85cd99e74c881'), [
    'vb',
  ]),
  source(
    'codeconverter',
    'holdout',
    'MIT',
    git('icsharpcode/CodeConverter', '26060772640d8a1c2e85f91543771932222d6cbe'),
    ['vb'],
  ),
  source('ariawase', 'holdout', 'MIT', git('vbaidiot/Ariawase', 'd6080ff841727556a2e5ae26e4a91f1e62aa3a64'), ['vb']),
  source(
    'vba-ide-code-export',
    'holdout',
    'MIT',
    git('spences10/VBA-IDE-Code-Export', 'a9126ab07010b5f59d8cdc6a16c08018751b4fdd'),
    ['vb'],
  ),
  source('vba-json', 'holdout', 'MIT', git('VBA-tools/VBA-JSON', '06b6c45a2e8086a7a761f00bead7460852d6b602'), ['vb']),
  source('vue-vben-admin', 'holdout', 'MIT', git('vbenjs/vue-vben-admin', 'e3369bd63523831abb24a604da7721ba4f8c8db6'), [
    'vue',
  ]),
  source('zigimg', 'holdout', 'MIT', git('zigimg/zigimg', 'a7440df3fc41cde7df078b1c5829646c13056d49'), ['zig']),
  source('raylib-zig', 'holdout', 'MIT', git('Not-Nik/raylib-zig', 'c191e12e7c50e5dc2b1addd1e5dbd16bd405d2b5'), [
    'zig',
  ]),
  source('superhtml', 'holdout', 'MIT', git('kristoff-it/superhtml', '23ef2f44ca0df2d2e05a0be3874370553c5b591d'), [
    'zig',
  ]),
  source('buzz', 'holdout', 'MIT', git('buzz-language/buzz', '294d8f9a194cddb43399f1732f39bf41f6fe6eae'), ['zig']),
  source('erc721a', 'holdout', 'MIT', npm('erc721a', '4.3.0'), ['solidity']),
  source('account-abstraction', 'holdout', 'MIT', npm('@account-abstraction/contracts', '0.8.0'), ['solidity']),
  source('thirdweb-contracts', 'holdout', 'Apache-2.0', npm('@thirdweb-dev/contracts', '3.15.0'), ['solidity']),
  source('optimism-bedrock', 'holdout', 'MIT', npm('@eth-optimism/contracts-bedrock', '0.17.3'), ['solidity']),
];

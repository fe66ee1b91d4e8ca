;; Packs a row of premultiplied RGBA pixels into PNG's RGB bytes, four pixels at a time with one
;; SIMD shuffle: what the JavaScript loop did word by word, about five times faster. Built into
;; rgb-packing-wasm.ts by scripts/build-rgb-packing.mjs (a test checks the two agree).
(module
  (import "glyphcast" "memory" (memory 1))
  ;; Packs `count` pixels at `src` (a multiple of 4, at least 4) into RGB at `dst`, writing no
  ;; byte past the row's end. Returns 1 when every pixel's alpha is 255, else 0.
  (func (export "packRow") (param $src i32) (param $dst i32) (param $count i32) (result i32)
    (local $last i32) (local $pixels v128) (local $alphas v128) (local $packed v128)
    (local.set $alphas (v128.const i32x4 -1 -1 -1 -1))
    (local.set $last (i32.add (local.get $src) (i32.shl (i32.sub (local.get $count) (i32.const 4)) (i32.const 2))))
    (block $done
      (loop $groups
        (br_if $done (i32.ge_u (local.get $src) (local.get $last)))
        (local.set $pixels (v128.load (local.get $src)))
        (local.set $alphas (v128.and (local.get $alphas) (local.get $pixels)))
        ;; Sixteen bytes stored, twelve of them the group's: the next group overwrites the rest.
        (v128.store (local.get $dst)
          (i8x16.shuffle 0 1 2 4 5 6 8 9 10 12 13 14 0 0 0 0 (local.get $pixels) (local.get $pixels)))
        (local.set $src (i32.add (local.get $src) (i32.const 16)))
        (local.set $dst (i32.add (local.get $dst) (i32.const 12)))
        (br $groups)))
    ;; The last group stores its twelve bytes only.
    (local.set $pixels (v128.load (local.get $src)))
    (local.set $alphas (v128.and (local.get $alphas) (local.get $pixels)))
    (local.set $packed (i8x16.shuffle 0 1 2 4 5 6 8 9 10 12 13 14 0 0 0 0 (local.get $pixels) (local.get $pixels)))
    (v128.store64_lane 0 (local.get $dst) (local.get $packed))
    (v128.store32_lane offset=8 2 (local.get $dst) (local.get $packed))
    (i32x4.all_true (i32x4.eq (i32x4.shr_u (local.get $alphas) (i32.const 24)) (i32x4.splat (i32.const 255))))))

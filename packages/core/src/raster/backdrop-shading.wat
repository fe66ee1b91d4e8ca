;; The backdrop's opaque rows (shaded-spans.ts): each pixel the gradient's colour at its table
;; index, scaled by how much of it the window's shadows keep, four pixels at a time: the table
;; read lane by lane, the scaling with SIMD. About twice as fast as the JavaScript loop. Built
;; into backdrop-shading-wasm.ts by scripts/build-wasm.mjs (a test checks the two agree).
(module
  (import "glyphcast" "memory" (memory 1))
  ;; Writes `count` pixels (the groups of four in it: the caller writes the rest) at `dst`.
  ;; `table`: the gradient's packed colours; `keeps`: a u16 a pixel, out of 256; `index` and
  ;; `step`: the first pixel's table index and the step a pixel, both in 16.16 fixed point.
  (func (export "shadeSpan")
    (param $dst i32) (param $count i32) (param $table i32) (param $keeps i32) (param $index i32) (param $step i32)
    (local $end i32) (local $colors v128) (local $keep v128)
    (local $second i32) (local $third i32) (local $fourth i32)
    (local.set $end (i32.add (local.get $dst) (i32.shl (i32.and (local.get $count) (i32.const -4)) (i32.const 2))))
    (block $done
      (loop $groups
        (br_if $done (i32.ge_u (local.get $dst) (local.get $end)))
        (local.set $second (i32.add (local.get $index) (local.get $step)))
        (local.set $third (i32.add (local.get $second) (local.get $step)))
        (local.set $fourth (i32.add (local.get $third) (local.get $step)))
        (local.set $colors
          (i32x4.replace_lane 3
            (i32x4.replace_lane 2
              (i32x4.replace_lane 1
                (v128.load32_zero
                  (i32.add (local.get $table) (i32.shl (i32.shr_s (local.get $index) (i32.const 16)) (i32.const 2))))
                (i32.load
                  (i32.add (local.get $table) (i32.shl (i32.shr_s (local.get $second) (i32.const 16)) (i32.const 2)))))
              (i32.load
                (i32.add (local.get $table) (i32.shl (i32.shr_s (local.get $third) (i32.const 16)) (i32.const 2)))))
            (i32.load
              (i32.add (local.get $table) (i32.shl (i32.shr_s (local.get $fourth) (i32.const 16)) (i32.const 2))))))
        (local.set $keep (i32x4.extend_low_i16x8_u (v128.load64_zero (local.get $keeps))))
        ;; Red and blue scaled by one multiply, green by another: no channel carries into the
        ;; next. Alpha stays 255.
        (v128.store (local.get $dst)
          (v128.or
            (v128.or
              (v128.and
                (i32x4.shr_u
                  (i32x4.mul (v128.and (local.get $colors) (v128.const i32x4 0xff00ff 0xff00ff 0xff00ff 0xff00ff)) (local.get $keep))
                  (i32.const 8))
                (v128.const i32x4 0xff00ff 0xff00ff 0xff00ff 0xff00ff))
              (v128.and
                (i32x4.shr_u
                  (i32x4.mul (v128.and (local.get $colors) (v128.const i32x4 0xff00 0xff00 0xff00 0xff00)) (local.get $keep))
                  (i32.const 8))
                (v128.const i32x4 0xff00 0xff00 0xff00 0xff00)))
            (v128.const i32x4 0xff000000 0xff000000 0xff000000 0xff000000)))
        (local.set $index (i32.add (local.get $fourth) (local.get $step)))
        (local.set $dst (i32.add (local.get $dst) (i32.const 16)))
        (local.set $keeps (i32.add (local.get $keeps) (i32.const 8)))
        (br $groups)))))

// The floor of a device matrix (Benchmarks/matrix-against-pango): each distinct (text, weight, size) of a spec file
// shaped once with HarfBuzz (Inter), nothing else. Usage: hb-floor SPEC FONTDIR REPEATS
#include <hb.h>
#include <hb-ot.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

int main(int argc, char **argv) {
    char path[4096];
    snprintf(path, sizeof path, "%s/Inter-Regular.otf", argv[2]);
    hb_blob_t *regularBlob = hb_blob_create_from_file(path);
    snprintf(path, sizeof path, "%s/Inter-SemiBold.otf", argv[2]);
    hb_blob_t *semiboldBlob = hb_blob_create_from_file(path);
    hb_font_t *regular = hb_font_create(hb_face_create(regularBlob, 0));
    hb_font_t *semibold = hb_font_create(hb_face_create(semiboldBlob, 0));
    int repeats = atoi(argv[3]);
    char *texts[20000]; int weights[20000]; double sizes[20000]; int count = 0;
    FILE *file = fopen(argv[1], "r"); char line[8192];
    while (fgets(line, sizeof line, file)) {
        line[strcspn(line, "\n")] = 0;
        char *save; strtok_r(line, "\t", &save);
        char *text = strtok_r(NULL, "\t", &save); strtok_r(NULL, "\t", &save);
        int weight = atoi(strtok_r(NULL, "\t", &save)); double size = atof(strtok_r(NULL, "\t", &save));
        int seen = 0;
        for (int i = 0; i < count && !seen; i++) seen = weights[i] == weight && sizes[i] == size && !strcmp(texts[i], text);
        if (!seen) { texts[count] = strdup(text); weights[count] = weight; sizes[count] = size; count++; }
    }
    hb_font_t *fonts[20000];
    for (int i = 0; i < count; i++) {
        fonts[i] = hb_font_create(hb_face_reference(hb_font_get_face(weights[i] >= 600 ? semibold : regular)));
        hb_font_set_scale(fonts[i], (int)(sizes[i] * 64), (int)(sizes[i] * 64));
    }
    hb_buffer_t *buffer = hb_buffer_create();
    long sink = 0; struct timespec start, end;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &start);
    for (int r = 0; r < repeats; r++) {
        for (int i = 0; i < count; i++) {
            hb_font_t *font = fonts[i];
            hb_buffer_clear_contents(buffer);
            hb_buffer_add_utf8(buffer, texts[i], -1, 0, -1);
            hb_buffer_guess_segment_properties(buffer);
            hb_shape(font, buffer, NULL, 0);
            unsigned n; hb_glyph_position_t *positions = hb_buffer_get_glyph_positions(buffer, &n);
            for (unsigned g = 0; g < n; g++) sink += positions[g].x_advance;
        }
    }
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &end);
    double seconds = (end.tv_sec - start.tv_sec) + (end.tv_nsec - start.tv_nsec) / 1e9;
    printf("%d distinct texts and sizes, %d passes: %.2f us CPU per pass (%ld)\n", count, repeats, seconds * 1e6 / repeats, sink & 1);
    return 0;
}

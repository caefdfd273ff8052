import Foundation
import Testing

@testable import CKGenCore

/// What the progress line says for each stage of a run, and that a run announces its stages in order.
@Suite("Pipeline progress: the words for each stage")
struct PipelineProgressTests {
    @Test("the stages a person waits on have words, counting files when they are known")
    func words() {
        #expect(PipelineProgress(stage: .parse, fileCount: 5000)?.description == "parsing 5000 files")
        #expect(PipelineProgress(stage: .read, fileCount: 1)?.description == "reading 1 file")
        #expect(PipelineProgress(stage: .parse, fileCount: 0)?.description == "parsing 0 files")
        #expect(PipelineProgress(stage: .validate, fileCount: 2)?.description == "checking 2 files")
        #expect(PipelineProgress(stage: .parse, fileCount: nil)?.description == "parsing the inputs")
        #expect(PipelineProgress(stage: .collect, fileCount: 3)?.description == "finding the input files")
        #expect(PipelineProgress(stage: .objcImport, fileCount: 3)?.description == "reading the Objective-C headers")
        #expect(PipelineProgress(stage: .render, fileCount: 3)?.description == "generating code")
        #expect(PipelineProgress(stage: .write, fileCount: 3)?.description == "writing the output")
    }

    @Test("bookkeeping stages leave the line as it was")
    func silentStages() {
        let silent: [PipelineStage] = [
            .templates, .lastRun, .loadCache, .fingerprint, .sameModel, .saveCacheWait, .planHash,
        ]
        for stage in silent { #expect(PipelineProgress(stage: stage, fileCount: 3) == nil, "\(stage)") }
        let spoken = PipelineStage.allCases.filter { !silent.contains($0) }
        #expect(spoken.count == 7)
        for stage in spoken { #expect(PipelineProgress(stage: stage, fileCount: 3) != nil, "\(stage)") }
    }

    @Test("the timing names are the ones CKGEN_TIMINGS has always printed")
    func timingNames() {
        #expect(PipelineStage.sameModel.rawValue == "same model?")
        #expect(PipelineStage.saveCacheWait.rawValue == "save cache (wait)")
        #expect(PipelineStage.objcImport.rawValue == "objc import")
        #expect(Set(PipelineStage.allCases.map(\.rawValue)).count == PipelineStage.allCases.count)
    }
}
